/**
 * Names in a bulk file ("Starter Course", "Rising Star") matched to the ids the service holds, the way a
 * CRM's importer matches owners and lists by name: a 24-hex id is taken as an id; otherwise the exact
 * name, then the name ignoring letter case and spaces. Two records answering to one name is an error that
 * lists them (never a guess); a name that matches nothing lists the close ones. Main's validation and the
 * screen read the same answers, because both come from here.
 */

/** A record of the service a cell can name: its id and its name as the service holds it. */
export interface NamedRecord {
  id: string;
  name: string;
}

/** What a cell names. */
export type NameMatch =
  /** `by`: how it was found (`id`: the cell is the id; `loose`: ignoring case and spaces). */
  | { found: true; id: string; name?: string; by: 'id' | 'exact' | 'loose' }
  /** A 24-hex id that is not one of the listed records. */
  | { found: false; reason: 'unknown_id' }
  /** No record has that name; `close` are names within a few letters of it (at most three). */
  | { found: false; reason: 'none'; close: readonly NamedRecord[] }
  /** Several records have that name: the cell must give the id of the one it means. */
  | { found: false; reason: 'ambiguous'; candidates: readonly NamedRecord[] }
  /** A name, and no list to match it against (the list could not be loaded). */
  | { found: false; reason: 'no_list' };

/** The records of one list, indexed for matching; each distinct cell text is matched once. */
export interface NameIndex {
  readonly records: readonly NamedRecord[];
  readonly byId: ReadonlyMap<string, NamedRecord>;
  readonly exact: ReadonlyMap<string, readonly NamedRecord[]>;
  readonly loose: ReadonlyMap<string, readonly NamedRecord[]>;
  /** `records`' names as the second pass compares them, in the same order. */
  readonly looseNames: readonly string[];
  /** Answers already given, by cell text (a file of 100,000 rows names a handful of Mangoes). */
  readonly memo: Map<string, NameMatch>;
  /** Names searched for close ones so far (bounded: see MAX_CLOSE_SEARCHES). */
  closeSearches: number;
}

const HEX_ID = /^[0-9a-f]{24}$/i;
const MAX_CLOSE = 3;
/**
 * A file whose Mango column holds something else (emails, say) would otherwise compare every row with every
 * Mango: past this many distinct unknown names, no close names are looked for, and past MAX_MEMO distinct
 * cells, answers are no longer kept.
 */
const MAX_CLOSE_SEARCHES = 2_000;
const MAX_MEMO = 20_000;

/** "  Starter   COURSE " -> "startercourse": what the second pass compares. */
export function looseName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

function push(map: Map<string, NamedRecord[]>, key: string, record: NamedRecord): void {
  const list = map.get(key);
  if (list) list.push(record);
  else map.set(key, [record]);
}

export function nameIndex(records: Iterable<NamedRecord>): NameIndex {
  const list: NamedRecord[] = [];
  const byId = new Map<string, NamedRecord>();
  const exact = new Map<string, NamedRecord[]>();
  const loose = new Map<string, NamedRecord[]>();
  const looseNames: string[] = [];
  for (const raw of records) {
    const record = { id: raw.id.toLowerCase(), name: raw.name };
    list.push(record);
    byId.set(record.id, record);
    push(exact, record.name.trim(), record);
    looseNames.push(looseName(record.name));
    push(loose, looseName(record.name), record);
  }
  return { records: list, byId, exact, loose, looseNames, memo: new Map(), closeSearches: 0 };
}

/** Edits (insert, delete, replace) between two strings, or `limit + 1` once it is known to exceed it. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Names within a few letters of the cell, or containing it (or contained in it), closest first. */
function closeNames(index: NameIndex, key: string): NamedRecord[] {
  if (key.length === 0 || index.closeSearches >= MAX_CLOSE_SEARCHES) return [];
  index.closeSearches += 1;
  const limit = Math.min(3, Math.max(1, Math.floor(key.length / 4)));
  const scored: { record: NamedRecord; score: number }[] = [];
  for (const [i, record] of index.records.entries()) {
    const other = index.looseNames[i] ?? '';
    const d = distance(key, other, limit);
    if (d <= limit) scored.push({ record, score: d });
    else if (key.length >= 3 && (other.includes(key) || key.includes(other)) && other.length >= 3)
      scored.push({ record, score: limit + 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.record.name.localeCompare(b.record.name))
    .slice(0, MAX_CLOSE)
    .map((s) => s.record);
}

function matchUncached(index: NameIndex | undefined, text: string): NameMatch {
  if (HEX_ID.test(text)) {
    const id = text.toLowerCase();
    if (!index) return { found: true, id, by: 'id' };
    const record = index.byId.get(id);
    return record ? { found: true, id, name: record.name, by: 'id' } : { found: false, reason: 'unknown_id' };
  }
  if (!index) return { found: false, reason: 'no_list' };
  const exact = index.exact.get(text) ?? [];
  if (exact.length === 1 && exact[0])
    return { found: true, id: exact[0].id, name: exact[0].name, by: 'exact' };
  if (exact.length > 1) return { found: false, reason: 'ambiguous', candidates: exact };
  const key = looseName(text);
  const loose = index.loose.get(key) ?? [];
  if (loose.length === 1 && loose[0])
    return { found: true, id: loose[0].id, name: loose[0].name, by: 'loose' };
  if (loose.length > 1) return { found: false, reason: 'ambiguous', candidates: loose };
  return { found: false, reason: 'none', close: closeNames(index, key) };
}

/**
 * What a cell (already trimmed, not empty) names in the list: an id, or a record by its name. Without a
 * list (undefined) an id is taken on trust, as before names were read, and a name cannot be matched.
 */
export function matchName(index: NameIndex | undefined, text: string): NameMatch {
  if (!index) return matchUncached(undefined, text);
  const known = index.memo.get(text);
  if (known) return known;
  const answer = matchUncached(index, text);
  if (index.memo.size < MAX_MEMO) index.memo.set(text, answer);
  return answer;
}

/** How a list's records are named in sentences. */
export interface RecordWords {
  /** "Mango", "badge": one record inside a sentence. */
  one: string;
  /** "Mango", "Badge": at the start of one. */
  One: string;
  /** "Mangoes" */
  many: string;
  /** "the Mangoes screen": where a person finds the names and ids. */
  where: string;
}

const listed = (records: readonly NamedRecord[]) => records.map((r) => `"${r.name}" (${r.id})`).join(', ');

/** The sentence for a cell that names no single record: what is wrong and what to write instead. */
export function nameProblem(
  words: RecordWords,
  text: string,
  match: Exclude<NameMatch, { found: true }>,
): string {
  switch (match.reason) {
    case 'unknown_id':
      return `${words.One} id "${text}" is not one of this profile's ${words.many}.`;
    case 'no_list':
      return `${words.One} "${text}" is not a ${words.one} id (24 hexadecimal characters), and the ${words.one} list could not be loaded to match it as a name: use the id, or open the file again once the list loads.`;
    case 'ambiguous':
      return `${match.candidates.length} ${words.many} are named "${text}"${match.candidates.some((c) => c.name.trim() !== text) ? ' (ignoring letter case and spaces)' : ''}: ${listed(match.candidates)}. Write the id of the one you mean.`;
    case 'none': {
      const notId = /^[0-9a-f]{12,}$/i.test(text)
        ? ` It is not a ${words.one} id either: an id has 24 hexadecimal characters (this has ${text.length}).`
        : ` It is not a ${words.one} id (24 hexadecimal characters) either.`;
      const close =
        match.close.length > 0
          ? ` Close names: ${listed(match.close)}.`
          : ` Use a name or id as ${words.where} shows it.`;
      return `No ${words.one} of this profile is named "${text}".${notId}${close}`;
    }
  }
}
