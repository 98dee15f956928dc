// Run in a child process without a D-Bus session: prints what the keytar store reports.
import { createKeytarSecretStore } from '../../../src/main/platform/secrets/keytar-store';

const store = createKeytarSecretStore();
const state = await store.state();
let setError: unknown = null;
try {
  await store.set('probe-profile', 'accessToken', 'tok_never_written_123');
} catch (error) {
  setError = (error as { error?: unknown }).error ?? String(error);
}
process.stdout.write(JSON.stringify({ state, setError }));
