import { operationNames, operations, type OperationName } from '@shared/contract/operations';

/**
 * Every operation of the contract in words, as the Activity screen names it: each row of the operation
 * table carries its words (`words` in `src/shared/contract/<group>.ts`), so a new operation without them
 * does not compile (and a test checks the words are there).
 */
export const operationWords: Readonly<Record<OperationName, string>> = Object.fromEntries(
  operationNames.map((name) => [name, operations[name].words]),
) as Record<OperationName, string>;

/** Calls the console records that are not operations of the contract (the connection test's probe). */
const consoleCallWords: Readonly<Record<string, string>> = {
  'connectionTest.integration': 'Test the API key (empty probe)',
};

/** The words for an operation; an unknown one (a log line from another version) shows as recorded. */
export function operationName(operation: string): string {
  if (Object.hasOwn(operationWords, operation)) return operationWords[operation as OperationName];
  return Object.hasOwn(consoleCallWords, operation) ? (consoleCallWords[operation] ?? operation) : operation;
}
