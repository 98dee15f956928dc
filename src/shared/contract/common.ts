import { z } from 'zod';

/** Every object id of the service is a 24-character hexadecimal string (spec: "What the service does" 5). */
export const ObjectId = z.string().regex(/^[0-9a-fA-F]{24}$/, 'Not a 24-character hexadecimal id');
export type ObjectId = z.infer<typeof ObjectId>;

/** UTC ISO 8601 date-time as sent on the wire (a `Z` or an explicit offset). */
export const IsoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/** A stored local date, `YYYY-MM-DD`. */
export const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
/** A stored local time of day, 24-hour `HH:MM`. */
export const LocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');

/** `{_id, title}`: how the service refers to a Mango or a course inside another resource. */
export const NamedRef = z.looseObject({ _id: ObjectId, title: z.string().optional() });
export type NamedRef = z.infer<typeof NamedRef>;

/**
 * A reference the service sends either as a bare id or as an object (a `{_id, title}` ref, or the whole
 * resource with `creator`, `price`, ...): always read as a `NamedRef`, extra fields kept.
 */
export const IdOrNamedRef = z.union([ObjectId.transform((_id): NamedRef => ({ _id })), NamedRef]);

/**
 * A list of references as the service may send it: an array of ids and/or objects, or ONE id or object
 * where an array is meant (the documented video call list item has `mango: {...}`). Always an array of
 * `NamedRef`; null reads as absent.
 */
export const NamedRefList = z.preprocess(
  (value) => (value === null ? undefined : value === undefined || Array.isArray(value) ? value : [value]),
  z.array(IdOrNamedRef).optional(),
);

/** A user the service sends as a bare id or as a user object: `{_id, name?}` with extra fields kept. */
export const PersonRef = z.looseObject({ _id: ObjectId, name: z.string().optional() });
export type PersonRef = z.infer<typeof PersonRef>;
export const IdOrPerson = z.union([ObjectId, PersonRef]);

/** The id of a reference sent as an id or an object. */
export function refId(value: string | { _id: string } | undefined): string | undefined {
  return typeof value === 'string' ? value : value?._id;
}

function splitList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '');
}

/**
 * A list in a query string: repeated parameters or one comma-separated value (spec: analytics `channels`,
 * posts `postedBy`). The input accepts an array or a string; the output is always an array.
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess(splitList, z.array(item));
}

/** A list of ids in a query string (repeated or comma-separated). */
export const QueryIdList = queryList(ObjectId);

/** Query strings carry text: `'true'`/`'false'` (or a real boolean from a typed caller). */
export const QueryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A whole number in a query string. */
export const QueryInt = z.coerce.number().int();

/** `limit` (>= 1) and 1-based `page`, both optional (public-contracts: lists page with limit and page). */
export const PageQuery = z.object({
  limit: QueryInt.min(1).optional(),
  page: QueryInt.min(1).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** `{total, data}`: the usual list answer (public-contracts, Conventions). */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.looseObject({ total: z.number().optional(), data: z.array(item) });
}

/**
 * A list the service answers either as `{total, data}` or as a bare array (the documented badge list): read
 * as `{total, data}` either way (`total` is the array's length for a bare array).
 */
export function pagedOrBareList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? { total: value.length, data: value } : value),
    pagedList(item),
  );
}

/** The success wrapper some answers come in; the client unwraps `result`. */
export function successEnvelope<T extends z.ZodType>(result: T) {
  return z.looseObject({
    code: z.number().optional(),
    type: z.string().optional(),
    statusMessage: z.string().optional(),
    message: z.string().optional(),
    success: z.literal(true).optional(),
    result,
  });
}
