export interface Step {
  script: string;
  after?: string[];
  alone?: boolean;
}
export interface StepResult {
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  why?: string;
}
export declare const STEPS: Step[];
export declare function checkSteps(steps: Step[]): void;
export declare function runSteps(
  steps: Step[],
  runStep: (step: Step, how: { alone: boolean }) => Promise<{ status: 'passed' | 'failed'; seconds: number }>,
  options?: { jobs?: number; onSkip?: (step: Step, why: string) => void },
): Promise<Map<string, StepResult>>;
export declare function failureDigest(output: string, options?: { max?: number; whole?: string }): string;
