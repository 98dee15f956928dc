/*
 * Reading a running sandbox's state through its control API (`/__sandbox/state`), as a test outside its
 * process does. Plain Node code (fetch only): the e2e specs and the vitest tests both use it.
 */

/** One collection of the sandbox's state (`users`, `subscriptions`, ...), as its control API answers it. */
export async function readSandboxState(url: string, collection: string): Promise<Record<string, unknown>[]> {
  return (await (await fetch(`${url}/__sandbox/state?collection=${collection}`)).json()) as Record<
    string,
    unknown
  >[];
}

/**
 * Subscriptions to `mango` per email, for the people `counted` picks by their email (`''` for a
 * subscription whose person the sandbox does not hold), read from the sandbox at `url`.
 */
export async function subscriptionsPerEmail(
  url: string,
  mango: string,
  counted: (email: string) => boolean,
): Promise<Map<string, number>> {
  const users = new Map(
    (await readSandboxState(url, 'users')).map((u) => [String(u._id), String(u.email ?? '')]),
  );
  const out = new Map<string, number>();
  for (const s of await readSandboxState(url, 'subscriptions')) {
    const email = users.get(String(s.fan)) ?? '';
    if (counted(email) && s.mango === mango) out.set(email, (out.get(email) ?? 0) + 1);
  }
  return out;
}
