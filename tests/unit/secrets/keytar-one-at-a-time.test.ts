import { describe, expect, it } from 'vitest';
import { createKeytarSecretStore } from '../../../src/main/platform/secrets/keytar-store';

/** A keytar whose calls take a few turns of the event loop and count how many are in flight at once. */
function countingKeytar() {
  const secrets = new Map<string, string>();
  let inFlight = 0;
  let most = 0;
  const call = async <T>(work: () => T): Promise<T> => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    inFlight -= 1;
    return work();
  };
  return {
    most: () => most,
    keytar: {
      getPassword: (service: string, account: string) =>
        call(() => secrets.get(`${service}/${account}`) ?? null),
      setPassword: (service: string, account: string, password: string) =>
        call(() => void secrets.set(`${service}/${account}`, password)),
      deletePassword: (service: string, account: string) =>
        call(() => secrets.delete(`${service}/${account}`)),
    },
  };
}

describe('the keychain store makes one keychain call at a time in this process', () => {
  it('however many calls the console makes at once, from however many stores', async () => {
    const fake = countingKeytar();
    const a = createKeytarSecretStore(async () => fake.keytar);
    const b = createKeytarSecretStore(async () => fake.keytar);
    await Promise.all([
      a.set('p1', 'accessToken', 'tok_one'),
      b.set('p2', 'accessToken', 'tok_two'),
      a.set('p1', 'apiKey', 'key_one'),
      b.state(),
    ]);
    const read = await Promise.all([
      a.get('p1', 'accessToken'),
      b.get('p2', 'accessToken'),
      a.get('p1', 'apiKey'),
      b.delete('p2', 'accessToken'),
    ]);
    expect(read.slice(0, 3)).toEqual(['tok_one', 'tok_two', 'key_one']);
    expect(fake.most()).toBe(1);
  });

  it('a call that fails does not stop the calls behind it', async () => {
    const fake = countingKeytar();
    const failing = createKeytarSecretStore(async () => ({
      ...fake.keytar,
      getPassword: () => Promise.reject(new Error('D-Bus said no')),
    }));
    const working = createKeytarSecretStore(async () => fake.keytar);
    const [failed, stored] = await Promise.allSettled([
      failing.get('p1', 'accessToken'),
      working.set('p1', 'accessToken', 'tok_after'),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { error: { kind: 'keychain_unavailable' } } });
    expect(stored.status).toBe('fulfilled');
    expect(await working.get('p1', 'accessToken')).toBe('tok_after');
  });
});

describe('the keychain store’s availability check', () => {
  it('looks up one account that holds no secret, and reads no stored secret', async () => {
    const looked: string[] = [];
    const store = createKeytarSecretStore(async () => ({
      getPassword: async (_service: string, account: string) => {
        looked.push(account);
        return null;
      },
      setPassword: async () => undefined,
      deletePassword: async () => false,
    }));
    expect(await store.state()).toEqual({ available: true });
    expect(looked).toEqual(['availability-probe']);
  });

  it('reports the keychain unavailable, with how to fix it, when that lookup fails', async () => {
    const store = createKeytarSecretStore(async () => ({
      getPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
      setPassword: async () => undefined,
      deletePassword: async () => false,
    }));
    const state = await store.state();
    expect(state.available).toBe(false);
    expect(state.message).toMatch(/keychain/i);
  });
});
