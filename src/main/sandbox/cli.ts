// `npm run sandbox -- --port N --fixture FILE`: the sandbox on its own, for curl and manual testing.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createSandbox } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, fixture: { type: 'string' } },
  strict: true,
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`--port must be a port number, got ${values.port}\n`);
  process.exit(2);
}
const fixture = values.fixture ? (JSON.parse(await readFile(values.fixture, 'utf8')) as unknown) : undefined;
const sandbox = await createSandbox({ port, fixture });
const demo = sandbox.demoCredentials();
process.stdout.write(
  [
    `Creator Integration Service sandbox listening on ${sandbox.url}`,
    `  Authorization: Bearer ${demo.accessToken}`,
    `  x-whitelabel-host: ${demo.whitelabelHost}`,
    `  x-api-key: ${demo.apiKey}`,
    `  regular (non white-label) account: Bearer ${demo.regularAccount.accessToken}, host ${demo.regularAccount.host}`,
    `  control API: ${sandbox.url}/__sandbox/routes`,
    '',
  ].join('\n'),
);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
