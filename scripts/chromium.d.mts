export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];
export declare const TEST_CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
