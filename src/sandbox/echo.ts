import type { IncomingHttpHeaders } from 'node:http';

const HEX_ID = /^[0-9a-f]{24}$/i;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The sentence a careless service would add: the credentials as received, and again inside a link. */
export function echoText(headers: IncomingHttpHeaders): string | undefined {
  const authorization = header(headers, 'authorization');
  const apiKey = header(headers, 'x-api-key');
  if (!authorization && !apiKey) return undefined;
  const token = authorization?.replace(/^Bearer\s+/i, '');
  const seen = [authorization ? `Authorization: ${authorization}` : '', apiKey ? `key=${apiKey}` : ''].filter(
    Boolean,
  );
  const link = new URLSearchParams({ ...(token ? { token } : {}), ...(apiKey ? { key: apiKey } : {}) });
  return `seen ${seen.join(', ')}; retry at https://service.invalid/retry?${link.toString()}`;
}

type Json = Record<string, unknown> | unknown[];

/**
 * The `echoCredentials` fault: a misbehaving service that repeats the request's credentials in its answer
 * (for leak tests of the console). A copy of the answer is changed, never the state: every `message` and
 * `errorMessage` string gets the echo appended (status wrappers, error answers, envelopes), and in a
 * write's answer every `status` but the verdict "success"; every record (an object with an `_id`) gets an
 * extra `echo` field; and in an id map (every key a 24-hex id, e.g. assign-points' fan -> points record)
 * each string value. (The server also sends the text in an `x-echo` header, so an empty answer carries it.)
 */
export function echoCredentials(body: unknown, headers: IncomingHttpHeaders, method: string): unknown {
  const echo = echoText(headers);
  if (echo === undefined || typeof body !== 'object' || body === null) return body;
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  const write = method !== 'GET';
  let inserted = false;
  const append = (record: Record<string, unknown>, key: string): void => {
    record[key] = `${String(record[key])} (${echo})`;
    inserted = true;
  };
  const stack: Json[] = [copy];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const values = Array.isArray(node) ? node : Object.values(node);
    for (const value of values) if (typeof value === 'object' && value !== null) stack.push(value as Json);
    if (Array.isArray(node)) continue;
    const keys = Object.keys(node);
    for (const key of ['message', 'errorMessage']) if (typeof node[key] === 'string') append(node, key);
    // A verdict word stays as it is: "Success (seen …)" would turn every migrated row into a failure.
    const status = node['status'];
    if (write && typeof status === 'string' && status.toLowerCase() !== 'success') append(node, 'status');
    if (typeof node['_id'] === 'string') {
      node['echo'] = echo;
      inserted = true;
    }
    if (keys.length > 0 && keys.every((key) => HEX_ID.test(key)))
      for (const key of keys) if (typeof node[key] === 'string') append(node, key);
  }
  // The answer itself when there was nowhere to put the echo, so the request log can say which answers carried it.
  return inserted ? copy : body;
}
