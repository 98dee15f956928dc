export interface OsRequirement {
  pkg: string;
  command?: string;
}
export declare const OS_REQUIREMENTS: { start: OsRequirement[]; test: OsRequirement[] };
export declare function missingPackages(
  requirements: OsRequirement[],
  facts: { hasCommand: (name: string) => boolean; installedPackages: Set<string> },
): string[];
export type OsPlan =
  | { action: 'none' }
  | { action: 'run'; via: 'root' | 'sudo'; commands: string[][]; packages: string[] }
  | { action: 'advise'; message: string; fatal: boolean };
export declare function planOsStep(facts: {
  platform: string;
  missing: string[];
  hasAptGet: boolean;
  isRoot: boolean;
  hasSudo: boolean;
  interactive: boolean;
}): OsPlan;
export declare function nodeModulesState(facts: {
  installedLockMtimeMs: number | null;
  lockMtimeMs: number | null;
}): 'missing' | 'stale' | 'fresh';
export declare const ELECTRON_RETRY_AFTER_MS: number;
export type ElectronPlan = { action: 'use' } | { action: 'fetch' } | { action: 'without'; reason: string };
export declare function planElectron(facts: {
  binaryPresent: boolean;
  packageInstalled: boolean;
  skipEnv: boolean;
  force: boolean;
  lastFailure: { at: number; reason: string } | null;
  now: number;
}): ElectronPlan;
export declare function inputsFingerprint(
  files: Array<{ path: string; size: number; mtimeMs: number }>,
): string;
export declare function staleTargets(
  targets: Array<{ name: string; current: string; recorded: string | null; outputPresent: boolean }>,
): string[];
