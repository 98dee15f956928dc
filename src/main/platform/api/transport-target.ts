export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

/** A request target: the origin (which pool) and the path with its query string. */
export interface Target {
  origin: string;
  pathAndQuery: string;
}

/** Base URLs parsed once: a profile's base URL is the same string on every call. */
const parsedBases = new Map<string, { origin: string; prefix: string }>();

function parseBase(baseUrl: string): { origin: string; prefix: string } {
  let base = parsedBases.get(baseUrl);
  if (base === undefined) {
    const url = new URL(baseUrl);
    base = { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
    if (parsedBases.size > 100) parsedBases.clear();
    parsedBases.set(baseUrl, base);
  }
  return base;
}

/** The query string (with `?`); arrays go comma-joined as the service documents. */
function queryString(query: Record<string, QueryValue> | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const key in query) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.map(String).join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The target of `path` (a template filled with URL-encoded ids, starting with `/`) under `baseUrl`, which
 * may carry a path prefix. Only the base is parsed as a URL, and only once.
 */
export function buildTarget(baseUrl: string, path: string, query?: Record<string, QueryValue>): Target {
  const base = parseBase(baseUrl);
  return { origin: base.origin, pathAndQuery: base.prefix + path + queryString(query) };
}

/** The target a redirect's Location resolves to. */
export function targetOf(url: URL): Target {
  return { origin: url.origin, pathAndQuery: url.pathname + url.search };
}
