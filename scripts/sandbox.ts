// `npm run sandbox -- --port N --fixture FILE --keep FILE`: the sandbox (src/sandbox) on its own, for curl
// and manual testing; in memory unless `--keep` names a file to keep its data in across runs
// (src/sandbox/persistence.ts), written through the console's atomic storage like the built-in sandbox's.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { keepWithConsoleStorage } from '../src/main/areas/profiles/embedded-sandbox';
import { createSandbox } from '../src/sandbox/server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, fixture: { type: 'string' }, keep: { type: 'string' } },
  strict: true,
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`--port must be a port number, got ${values.port}\n`);
  process.exit(2);
}
const fixture = values.fixture ? (JSON.parse(await readFile(values.fixture, 'utf8')) as unknown) : undefined;
const sandbox = await createSandbox({
  port,
  fixture,
  ...(values.keep ? { keep: keepWithConsoleStorage(values.keep) } : {}),
});
const demo = sandbox.demoCredentials();
process.stdout.write(
  [
    `Creator Integration Service sandbox listening on ${sandbox.url}`,
    `  Authorization: Bearer ${demo.accessToken}`,
    `  x-whitelabel-host: ${demo.whitelabelHost}`,
    `  x-api-key: ${demo.apiKey}`,
    `  regular (non white-label) account: Bearer ${demo.regularAccount.accessToken}, host ${demo.regularAccount.host}`,
    `  control API: ${sandbox.url}/__sandbox/routes`,
    values.keep
      ? `  data kept in ${values.keep} (generation ${sandbox.generation().id}, begun ${sandbox.generation().startedAt})`
      : '  data in memory only (--keep FILE keeps it across runs)',
    '',
  ].join('\n'),
);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
