import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ProfileList } from '../../../../src/shared/areas/profiles/channels';
import type { Profile, SecretStatus } from '../../../../src/shared/profile';
import { eventRules } from '../../../../src/renderer/src/app/event-rules';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { createQueryClient, useActiveProfileId } from '../../../../src/renderer/src/data/query';
import { useProfileList, useSetActiveProfile } from '../../../../src/renderer/src/components/profile-queries';
import { formRequest, initialValues } from '../../../../src/renderer/src/areas/profiles/profile-form';
import {
  useClearSecret,
  useConnectionTest,
  useDeleteProfile,
  useProfileSecrets,
  useSaveProfile,
} from '../../../../src/renderer/src/areas/profiles/queries';
import { deferred, failure, fakeBridge, type Handler, wrapper } from '../fake-bridge';
import { acme, sandbox } from './fixtures';

const TOKEN = 'tok_unit_5c1d9e';
const up = { available: true };

function console(overrides: Record<string, Handler> = {}) {
  let list: ProfileList = { profiles: [sandbox, acme], activeProfileId: 'sandbox' };
  const stored: Record<string, SecretStatus> = {
    sandbox: { accessToken: true, apiKey: true, keychain: up },
    acme: { accessToken: true, apiKey: false, keychain: up },
  };
  const fake = fakeBridge({
    'profiles.list': () => list,
    'profiles.secretStatus': ({ profileId }: { profileId: string }) => stored[profileId],
    ...overrides,
  });
  return {
    ...fake,
    stored,
    setList: (next: ProfileList) => (list = next),
  };
}

describe('profiles queries', () => {
  it("loads every profile's secret flags (booleans only) and the keychain state, unavailable winning", async () => {
    const fake = console();
    fake.stored.acme = {
      accessToken: false,
      apiKey: false,
      keychain: { available: false, message: 'Unlock it' },
    };
    const { result } = renderHook(useProfileSecrets, { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(Object.keys(result.current.flags)).toHaveLength(2));
    expect(result.current.flags).toEqual({
      sandbox: { accessToken: true, apiKey: true },
      acme: { accessToken: false, apiKey: false },
    });
    expect(result.current.keychain).toEqual({ available: false, message: 'Unlock it' });
  });

  it('creates a profile with its secrets in one call, and no mutation state keeps a secret', async () => {
    const created: Profile = { ...acme, id: 'new-one', name: 'New one' };
    const fake = console({ 'profiles.create': () => created });
    const client = createQueryClient();
    const { result } = renderHook(() => ({ save: useSaveProfile(), secrets: useProfileSecrets() }), {
      wrapper: wrapper(fake.api, client),
    });
    await waitFor(() => expect(result.current.secrets.keychain).toEqual(up));
    const values = { ...initialValues(null), name: 'New one', baseUrl: 'https://api.new.example/' };
    const request = formRequest({ ...values, whitelabelHost: 'new.example', accessToken: ` ${TOKEN} ` });
    await act(() => result.current.save.mutateAsync({ profile: null, ...request }));

    expect(fake.callsTo('profiles.create')).toEqual([
      {
        name: 'New one',
        baseUrl: 'https://api.new.example',
        whitelabelHost: 'new.example',
        accessToken: TOKEN,
      },
    ]);
    // A fresh list before the form says "saved" (all-or-nothing: main stored both or neither), then flags.
    expect(fake.count('profiles.list')).toBe(2);
    await waitFor(() => expect(fake.count('profiles.secretStatus')).toBe(4));
    const kept = JSON.stringify(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
    );
    expect(kept).not.toContain(TOKEN);
    expect(request.secrets.take()).toEqual({});
  });

  it("a refusal for want of a keychain changes nothing and puts main's how-to-fix on every status", async () => {
    const fake = console({
      'profiles.create': () =>
        failure({
          kind: 'keychain_unavailable',
          message: 'The profile was not created: the OS keychain is unavailable',
          details: { keychain: 'Start gnome-keyring' },
        }),
    });
    const { result } = renderHook(() => ({ save: useSaveProfile(), secrets: useProfileSecrets() }), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.secrets.keychain).toEqual(up));
    const request = formRequest({ ...initialValues(acme), name: 'Other', accessToken: TOKEN });
    await act(() => result.current.save.mutateAsync({ profile: null, ...request }).catch(() => undefined));

    await waitFor(() => expect(result.current.save.appError?.kind).toBe('keychain_unavailable'));
    await waitFor(() =>
      expect(result.current.secrets.keychain).toEqual({ available: false, message: 'Start gnome-keyring' }),
    );
    expect(result.current.secrets.flags.acme).toEqual({ accessToken: true, apiKey: false });
    expect(fake.count('profiles.list')).toBe(1);
  });

  it('an edit sends only what changed, and the flags are asked again (a new address clears them)', async () => {
    const fake = console({
      'profiles.update': (input: { id: string; baseUrl?: string }) => {
        fake.stored.acme = { accessToken: false, apiKey: false, keychain: up };
        return { ...acme, ...input };
      },
    });
    const { result } = renderHook(() => ({ save: useSaveProfile(), secrets: useProfileSecrets() }), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.secrets.flags.acme?.accessToken).toBe(true));
    const request = formRequest({ ...initialValues(acme), baseUrl: 'https://api.elsewhere.example' });
    await act(() => result.current.save.mutateAsync({ profile: acme, ...request }));
    expect(fake.callsTo('profiles.update')).toEqual([
      { id: 'acme', baseUrl: 'https://api.elsewhere.example' },
    ]);
    await waitFor(() =>
      expect(result.current.secrets.flags.acme).toEqual({ accessToken: false, apiKey: false }),
    );
  });

  it('clearing a secret writes the answered flags; a failed clear keeps its error', async () => {
    const fake = console({
      'profiles.clearSecret': ({ profileId, which }: { profileId: string; which: string[] }) =>
        which[0] === 'apiKey'
          ? failure({ kind: 'storage', message: 'The keychain refused' })
          : { accessToken: false, apiKey: false, keychain: up, profileId },
    });
    const { result } = renderHook(() => ({ clear: useClearSecret(), secrets: useProfileSecrets() }), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.secrets.flags.acme?.accessToken).toBe(true));
    await act(() => result.current.clear.mutateAsync({ profileId: 'acme', which: 'accessToken' }));
    expect(fake.callsTo('profiles.clearSecret')).toEqual([{ profileId: 'acme', which: ['accessToken'] }]);
    await waitFor(() =>
      expect(result.current.secrets.flags.acme).toEqual({ accessToken: false, apiKey: false }),
    );
    expect(fake.count('profiles.secretStatus')).toBe(2);
    await act(() =>
      result.current.clear.mutateAsync({ profileId: 'acme', which: 'apiKey' }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.clear.appError).toMatchObject({
        kind: 'storage',
        message: 'The keychain refused',
      }),
    );
  });

  it('deleting and activating write the answered list into the cache, and the active id follows', async () => {
    const fake = console({
      'profiles.delete': () => ({ profiles: [sandbox], activeProfileId: 'sandbox' }),
      'profiles.setActive': ({ id }: { id: string }) => ({ profiles: [sandbox, acme], activeProfileId: id }),
    });
    const { result } = renderHook(
      () => ({
        list: useProfileList(),
        id: useActiveProfileId(),
        remove: useDeleteProfile(),
        activate: useSetActiveProfile(),
      }),
      { wrapper: wrapper(fake.api) },
    );
    await waitFor(() => expect(result.current.id).toBe('sandbox'));
    await act(() => result.current.activate.mutateAsync({ id: 'acme' }));
    await waitFor(() => expect(result.current.id).toBe('acme'));
    await act(() => result.current.remove.mutateAsync({ id: 'acme' }));
    await waitFor(() => expect(result.current.list.data?.profiles.map((p) => p.id)).toEqual(['sandbox']));
    expect(result.current.id).toBe('sandbox');
    expect(fake.count('profiles.list')).toBe(1);
  });

  it('profiles.changed writes the list into the cache and asks every profile for its flags again', async () => {
    const fake = console();
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, eventRules);
    const { result } = renderHook(() => ({ list: useProfileList(), secrets: useProfileSecrets() }), {
      wrapper: wrapper(fake.api, client),
    });
    await waitFor(() => expect(result.current.secrets.flags.acme?.accessToken).toBe(true));
    fake.stored.acme = { accessToken: false, apiKey: true, keychain: up };
    act(() => fake.emit('profiles.changed', { profiles: [acme], activeProfileId: 'acme' }));
    await waitFor(() =>
      expect(result.current.secrets.flags.acme).toEqual({ accessToken: false, apiKey: true }),
    );
    expect(result.current.list.data?.activeProfileId).toBe('acme');
    expect(fake.count('profiles.list')).toBe(1);
    off();
  });

  it('a connection test shows only the latest run, and a cancelled run says so', async () => {
    const runs: { resolve: (value: unknown) => void }[] = [];
    const fake = console({
      'profiles.testConnection': (_input: unknown, options?: { signal?: AbortSignal }) => {
        const run = deferred<unknown>();
        options?.signal?.addEventListener('abort', () =>
          run.resolve(failure({ kind: 'cancelled', message: 'Cancelled' })),
        );
        runs.push(run);
        return run.promise;
      },
    });
    const { result } = renderHook(() => useConnectionTest('acme'), { wrapper: wrapper(fake.api) });
    const check = (ok: boolean) => ({
      profileId: 'acme',
      checks: [{ family: 'bearer', label: 'Feed', ok, message: ok ? 'Works' : 'Wrong token', durationMs: 3 }],
    });
    act(() => result.current.run());
    act(() => result.current.run());
    await waitFor(() => expect(runs).toHaveLength(2));
    act(() => runs[1]?.resolve(check(true)));
    await waitFor(() => expect(result.current.checks?.[0]?.ok).toBe(true));
    act(() => runs[0]?.resolve(check(false)));
    expect(result.current.appError).toBeNull();
    expect(result.current.checks?.[0]?.ok).toBe(true);

    act(() => result.current.run());
    await waitFor(() => expect(result.current.running).toBe(true));
    expect(result.current.checks).toBeNull();
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.appError?.kind).toBe('cancelled'));
    expect(result.current.running).toBe(false);
  });
});
