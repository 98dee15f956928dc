export type BinaryCheck = { ok: true; path: string } | { ok: false; reason: string };
export declare function findElectronBinary(
  requireElectron: (id: string) => unknown,
  exists?: (path: string) => boolean,
): BinaryCheck;
export declare function missingBinaryMessage(
  reason: string,
  env?: Record<string, string | undefined>,
): string;
