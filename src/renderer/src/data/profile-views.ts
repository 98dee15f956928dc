import { create } from 'zustand';

/**
 * View state an engagement screen keeps per profile (filters, what the user last asked for), made once per
 * app so leaving a screen and coming back finds it as it was. Each profile starts from `initial`, as its
 * data in the query cache is its own.
 */
export function createProfileViews<V extends object>(initial: V) {
  const store = create<Record<string, V>>(() => ({}));
  const key = (profileId: string | null) => profileId ?? '';
  const get = (profileId: string | null): V => store.getState()[key(profileId)] ?? initial;
  return {
    store,
    initial,
    get,
    /** The profile's view, re-rendering when it changes. */
    useView: (profileId: string | null): V => store((s) => s[key(profileId)] ?? initial),
    update: (profileId: string | null, patch: (view: V) => Partial<V>): void =>
      store.setState({ [key(profileId)]: { ...get(profileId), ...patch(get(profileId)) } }),
  };
}
