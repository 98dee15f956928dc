import { AppFailure, type AppError } from '../../../shared/errors';
import { composeMessage, CONTEXTS } from '../../../shared/messages';
import type { ServiceDeps } from '../deps';

/** A list the service holds (Mangoes, badges) as validation reads it: id -> name, or why it is missing. */
export interface RecordListing {
  /** Lower-case ids -> titles (names); undefined when the list could not be loaded. */
  titles?: Map<string, string>;
  /** Why the list could not be read, as the client said it. */
  error?: AppError;
  /** The note the validation summary shows then (context, cause and what it means, each said once). */
  message?: string;
}
/** The profile's Mangoes, as validation reads them. */
export type MangoListing = RecordListing;

export interface MangoEntry {
  at: number;
  listing: MangoListing;
  list: { id: string; title: string; hidden: boolean }[];
}

const CACHE_MS = 60_000;
/** The client's error as it said it (its kind, status and words), or a plain one for an unexpected throw. */
const causeOf = (error: unknown, what: string): AppError =>
  error instanceof AppFailure
    ? error.error
    : { kind: 'internal', message: `Reading the ${what} failed unexpectedly.` };

/**
 * The Mango and badge lists of each profile, read from the service and kept a minute: what a file's ids are
 * checked against and its names matched in (name-match.ts), and what the "one Mango for every row" picker
 * offers. A list that could not be loaded is not kept, so the next validation asks again.
 */
export function createNameLists(deps: Pick<ServiceDeps, 'clients' | 'now'>) {
  const mangoCache = new Map<string, MangoEntry>();
  const badgeCache = new Map<string, { at: number; listing: RecordListing }>();
  const fresh = (at: number) => deps.now().getTime() - at < CACHE_MS;

  async function mangoes(profileId: string): Promise<MangoEntry> {
    const cached = mangoCache.get(profileId);
    if (cached && fresh(cached.at)) return cached;
    const client = await deps.clients.forId(profileId);
    const list: MangoEntry['list'] = [];
    let listing: MangoListing;
    try {
      for (let page = 1; page <= 50; page += 1) {
        const answer = await client.listMangoes({ query: { limit: 100, page } });
        for (const m of answer.data) {
          if (m._id && !m.isDeleted)
            list.push({ id: m._id.toLowerCase(), title: m.title ?? m._id, hidden: m.isHidden === true });
        }
        if (answer.data.length < 100) break;
      }
      listing = { titles: new Map(list.map((m) => [m.id, m.title])) };
    } catch (error) {
      const cause = causeOf(error, 'Mango list');
      listing = {
        error: cause,
        message: composeMessage({
          context: CONTEXTS.mangoList,
          cause: cause.message,
          advice: ['Mango ids were only checked for their shape, and Mango names could not be matched.'],
        }),
      };
    }
    const entry = { at: deps.now().getTime(), listing, list };
    if (listing.titles) mangoCache.set(profileId, entry);
    return entry;
  }

  async function badges(profileId: string): Promise<RecordListing> {
    const cached = badgeCache.get(profileId);
    if (cached && fresh(cached.at)) return cached.listing;
    const client = await deps.clients.forId(profileId);
    let listing: RecordListing;
    try {
      const answer = await client.listBadges({});
      listing = { titles: new Map(answer.data.map((b) => [b._id.toLowerCase(), b.name ?? b._id])) };
      badgeCache.set(profileId, { at: deps.now().getTime(), listing });
    } catch (error) {
      const cause = causeOf(error, 'badge list');
      listing = {
        error: cause,
        message: composeMessage({
          context: 'The badge list could not be loaded',
          cause: cause.message,
          advice: ['Badge names could not be matched (badge ids still work).'],
        }),
      };
    }
    return listing;
  }

  return { mangoes, badges };
}
