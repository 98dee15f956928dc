import type { AfterPackContextLike, FuseConfig } from './fuses.mjs';
export declare const fuses: Readonly<FuseConfig>;
export default function afterPack(context: AfterPackContextLike): Promise<void>;
