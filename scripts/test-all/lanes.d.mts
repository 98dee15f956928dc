export interface Step {
  script: string;
  after?: string[];
}
export interface StepResult {
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  why?: string;
}
export declare function checkLanes(lanes: Record<string, Step[]>, options?: { serial?: boolean }): void;
export declare function runLanes(
  lanes: Record<string, Step[]>,
  runStep: (step: Step, lane: string) => Promise<{ status: 'passed' | 'failed'; seconds: number }>,
  options?: { serial?: boolean; onSkip?: (step: Step, why: string) => void },
): Promise<Map<string, StepResult>>;
export declare const LANES: Record<string, Step[]>;
