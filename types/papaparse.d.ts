// The part of papaparse that src/shared uses, typed for the shared and web projects (tsconfig.shared.json,
// tsconfig.web.json map `papaparse` here). @types/papaparse begins with `/// <reference types="node" />`,
// which would put every Node global (process, Buffer, NodeJS.*) into code that must run without Node. The
// node and test projects keep the full @types/papaparse, so a call that does not match it still fails there.

export interface ParserConfig {
  delimiter?: string;
  newline?: string;
  quoteChar?: string;
}

/** papaparse's incremental parser: `parse(text, baseIndex, ignoreLastRow)` answers `{ data, errors, meta }`. */
export class Parser {
  constructor(config: ParserConfig);
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): unknown;
}

export interface UnparseConfig {
  newline?: string;
  escapeFormulae?: boolean;
}

export function unparse(
  data: readonly unknown[] | { fields: readonly unknown[]; data: readonly unknown[] },
  config?: UnparseConfig,
): string;
