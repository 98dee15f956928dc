import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AppFailure } from '../../../shared/errors';
import { defaultDataDir } from '../../platform/storage/data-dir';
import { startWebHost } from './server';

const USAGE = 'Usage: npm run web -- [--port N] [--data-dir DIR]\n';

/**
 * `npm run web -- --port N --data-dir DIR`: the console in a browser, on this machine only. Exported so
 * `npm start` runs it in its own process (one Node start-up instead of two); built to out/web/host.mjs.
 */
export async function runWebHostCli(args: string[]): Promise<void> {
  let values: { port: string; 'data-dir'?: string | undefined; help: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', default: '0' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }

  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }

  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(
      `--port must be a whole number from 0 to 65535 (0 picks a free port); got "${values.port}"\n`,
    );
    process.exit(2);
  }

  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());
  let host: Awaited<ReturnType<typeof startWebHost>>;
  try {
    host = await startWebHost({ dataDir, port });
  } catch (error) {
    // Another console holds the data directory (or the port is taken): say so plainly, no stack.
    if (error instanceof AppFailure && error.error.kind === 'conflict') {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  process.stdout.write(
    `Creator Console (web host) is running.\n  Open: ${host.url}\n  Data: ${dataDir}\nPress Ctrl+C to stop.\n`,
  );

  const stop = () => {
    void host.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await runWebHostCli(process.argv.slice(2));
}
