import { z } from 'zod';
import type { OperationName } from '../../../../contract/operations';
import type { ColumnMapping, FieldSpec } from '../../domain/fields';
import type { JobBody, RowCheck, ValidationContext } from '../../domain/validate-row';

/**
 * A column of the job's row table that tells one row from another: one of the kind's fields (headed with
 * its label) and its value in a row's body. A column no row of a job fills is left out of that job's table.
 */
export interface RowColumn {
  /** One of the kind's `fields`: the column is headed `labels[field]`. */
  field: string;
  /** `id`: 24-hex ids, shown whole in a fixed-width font; `mango`: a Mango id, shown by the Mango's title. */
  format: 'text' | 'id' | 'mango';
  value(body: JobBody): string;
}

/**
 * Bulk job kinds. Every kind runs on the one job engine (import -> validate -> dry run -> typed
 * confirmation -> journaled, resumable, rate-governed run -> results); a kind only says what differs:
 * its CSV columns and row rules (its folder's rules.ts, shared with the screen) and its request, dry-run check
 * and answer reading (its send.ts). A job without a kind (every job before kinds existed) is `migrate`.
 */
export const jobKindNames = [
  'migrate',
  'revoke-user',
  'grant-subscription',
  'revoke-subscription',
  'assign-badges',
  'assign-points',
] as const;
export const JobKindName = z.enum(jobKindNames);
export type JobKindName = z.infer<typeof JobKindName>;

export interface JobKindSpec extends FieldSpec {
  name: JobKindName;
  /** The operation one row sends (its family, api key or profile token, comes with it). */
  operation: OperationName;
  /** "Add customers (migration)": the kind's name on the screen. */
  title: string;
  /** "Migration": the kind in a table cell. */
  shortTitle: string;
  /** One sentence: what a row does on the service. */
  summary: string;
  /** Whether the service offers no way back (said in the confirmation). */
  notUndoable: boolean;
  /**
   * Why the service's reads cannot tell whether a row is already done, for a kind the dry run cannot check
   * (its rows are all "not checked"; the screen says why instead of promising a check).
   */
  cannotCheck?: string;
  labels: Readonly<Record<string, string>>;
  /** A field's format in a few words, under its column picker. */
  hints: Readonly<Record<string, string>>;
  /** Fields that must each have a column (or, for mangoId, one Mango chosen for all rows). */
  required: readonly string[];
  /** Groups of fields of which at least one must have a column ("email or user id"). */
  oneOf?: readonly (readonly string[])[];
  /** The template's header is `fields`; these are its example rows. */
  templateRows: readonly (readonly string[])[];
  templateFileName: string;
  /** The request body's schema: a job file's rows are checked against it when read. */
  body: z.ZodType;
  validateRow(
    cells: readonly string[],
    line: number,
    mapping: ColumnMapping,
    context: ValidationContext,
  ): RowCheck;
  /**
   * The row's key in the ledger of "done" rows ("never twice" across jobs and inside a file). Two rows with
   * the same key do the same thing; a kind's keys never collide with another kind's.
   */
  ledgerKey(body: JobBody): string;
  /** The Mango a row acts on, if the kind has one (counted in the job's summary). */
  mangoOf(body: JobBody): string | undefined;
  /** What tells rows apart in the job's row table (email, phone, user id, subscription id, score...). */
  rowColumns: readonly RowColumn[];
  /** Why a repeat inside the file is not sent. */
  duplicateMessage(firstLine: number): string;
  /**
   * Words for the screen and the confirmation. A succeeded row has one word per kind ("Added", "Awarded"),
   * given once through `doneWords` (words.ts); `rowStateWords` names every row state from it.
   */
  words: {
    /** "customers will be added to" */
    effect(rows: string, profileName: string): string;
    /** "added": what a succeeded row was, inside a sentence ("already added by job …", "120 added"). */
    done: string;
    /** "Added": a succeeded row's state on screen (its badge, count and filter). */
    succeeded: string;
    /** "added": what a row's person was, once it is applied (said when uncertain rows are checked). */
    applied: string;
    /** The dry-run verdict that skips a row by default, in words ("Already a customer"). */
    skipVerdict: string;
    /** The dry-run verdict of a row that will act ("New"). */
    actVerdict: string;
    /** The typed confirmation's title on a live profile. */
    confirmTitle: string;
    /** What happens to each row at once, and whether it can be undone (said in the confirmation). */
    consequence: string;
    /** The confirmation's button: "Start adding 120 customers" (`rows` already formatted). */
    start(rows: string): string;
  };
}
