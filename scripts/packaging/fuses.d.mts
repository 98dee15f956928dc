export type FuseName =
  | 'RunAsNode'
  | 'EnableCookieEncryption'
  | 'EnableNodeOptionsEnvironmentVariable'
  | 'EnableNodeCliInspectArguments'
  | 'EnableEmbeddedAsarIntegrityValidation'
  | 'OnlyLoadAppFromAsar'
  | 'LoadBrowserProcessSpecificV8Snapshot'
  | 'GrantFileProtocolExtraPrivileges'
  | 'WasmTrapHandlers';
export type FuseConfig = Partial<Record<FuseName, boolean>>;

export interface AfterPackContextLike {
  appOutDir: string;
  electronPlatformName: string;
  packager: { appInfo: { productFilename: string }; executableName: string };
}

export declare const FUSE_SENTINEL: string;
export declare const FUSE_WIRE_VERSION: number;
export declare const FUSE_ORDER: readonly FuseName[];
export declare const RELEASE_FUSES: Readonly<FuseConfig>;
export declare const TEST_FUSES: Readonly<FuseConfig>;
export declare function readFuses(buffer: Buffer): Partial<Record<FuseName, boolean | 'removed'>>;
export declare function writeFuses(buffer: Buffer, fuses: FuseConfig): Buffer;
export declare function fusedBinaryPath(context: AfterPackContextLike): string;
export declare function applyFuses(context: AfterPackContextLike, fuses: FuseConfig): Promise<void>;
