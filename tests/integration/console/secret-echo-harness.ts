import { readFile } from 'node:fs/promises';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../src/shared/bridge';
import type { AppError } from '../../../src/shared/errors';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { listFiles } from '../../e2e/secret-search';

/**
 * The console against a sandbox that repeats the credentials in every answer (the `echoCredentials`
 * fault), with fake secrets that hold the characters JSON and URLs escape. Each secret starts with a long
 * plain run (`tok_echo7Hq2Zp`, `key_echo4Wm9Xc`): any spelling of it a file, an export or an answer could
 * hold (as is, JSON-escaped, percent-encoded) keeps that run, so searching for it finds them all.
 */
export const FAKE_SECRETS = {
  accessToken: 'tok_echo7Hq2Zp"q\\s/+%=!~1',
  apiKey: "key_echo4Wm9Xc'(/)&?=2",
};
const NEEDLES = ['tok_echo7Hq2Zp', 'key_echo4Wm9Xc'];

/** The demo fixture with the white-label creator's credentials replaced by the fake ones. */
function echoFixture(): unknown {
  const fixture = generateDemoFixture();
  const creator = fixture.creators.find((c) => c.whitelabel);
  if (!creator) throw new Error('the demo fixture has no white-label creator');
  creator.accessToken = FAKE_SECRETS.accessToken;
  creator.apiKey = FAKE_SECRETS.apiKey;
  return fixture;
}

export interface EchoHarness extends ConsoleHarness {
  /** Every bridge answer the page got (values and errors), as JSON. */
  answers: string[];
  /** Texts the test keeps to scan (exports the page would save). */
  keep(label: string, text: string): void;
  /** Where a secret is readable: files of the data directory, bridge answers, events, kept texts. */
  leaks(): Promise<string[]>;
  /** How many answers of the sandbox carried the credentials, by operation. */
  echoed(): Map<string, number>;
}

export async function startEchoHarness(name: string): Promise<EchoHarness> {
  const base = await startConsoleHarness({ name, fixture: echoFixture() });
  base.sandbox.faults.set({ all: { echoCredentials: true } });
  const answers: string[] = [];
  const kept: Array<{ label: string; text: string }> = [];
  const record = (channel: string, answer: unknown): void => {
    answers.push(`${channel}: ${JSON.stringify(answer)}`);
  };
  const harness: EchoHarness = Object.assign(Object.create(base) as ConsoleHarness, {
    answers,
    async call<C extends ChannelName>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
      const result = await base.app.dispatch(channel, input);
      record(channel, result);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
      return result.value as ChannelOutput<C>;
    },
    async fail(channel: ChannelName, input: unknown): Promise<AppError> {
      const result = await base.app.dispatch(channel, input);
      record(channel, result);
      if (result.ok) throw new Error(`${channel} was expected to fail`);
      return result.error;
    },
    keep(label: string, text: string) {
      kept.push({ label, text });
    },
    async leaks() {
      // The activity log is written in batches: reading it writes out what is pending (and is itself an
      // answer the page gets).
      await harness.call('activity.list', {});
      const places: Array<{ label: string; text: string }> = [
        ...answers.map((text) => ({ label: `bridge answer ${text.slice(0, 80)}`, text })),
        ...base.events.map((e) => ({ label: `event ${e.event}`, text: JSON.stringify(e.payload) })),
        ...kept,
      ];
      for (const file of await listFiles(base.dataDir)) {
        // A temporary file may be renamed into place between the listing and the read: its content is
        // then read under its final name.
        const text = await readFile(file, 'latin1').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return '';
          throw error;
        });
        places.push({ label: `file ${file.slice(base.dataDir.length)}`, text });
      }
      return places
        .filter(({ text }) => NEEDLES.some((needle) => text.includes(needle)))
        .map(({ label }) => label);
    },
    echoed() {
      const counts = new Map<string, number>();
      for (const entry of base.sandbox.requestLog.list())
        if (entry.fault === 'echo_credentials' && entry.operation)
          counts.set(entry.operation, (counts.get(entry.operation) ?? 0) + 1);
      return counts;
    },
  });
  return harness;
}
