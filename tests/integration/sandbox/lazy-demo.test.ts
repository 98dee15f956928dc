import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/server';

describe('the demo sandbox at start-up', () => {
  it('answers its demo credentials before building the fixture, and they are the fixture’s own', async () => {
    const sandbox = await createSandbox({ port: 0 });
    try {
      const early = sandbox.demoCredentials();
      // Building the state (first use) must not change what the Sandbox profile was given.
      expect(sandbox.state.data.creators.length).toBeGreaterThan(0);
      expect(sandbox.demoCredentials()).toEqual(early);
    } finally {
      await sandbox.close();
    }
  });
});
