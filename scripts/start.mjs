// `npm start`: the desktop app when Electron's binary is installed, else the same console in a browser
// (the web host), so the command works on any machine, with or without a display.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const args = process.argv.slice(2);
const useWeb = args.includes('--web') || !electronBinary();
if (useWeb && !args.includes('--web')) {
  process.stdout.write(
    'Electron is not installed on this machine (ELECTRON_SKIP_BINARY_DOWNLOAD or no download access): ' +
      'starting the console in your browser instead (npm run web).\n',
  );
}
const command = useWeb
  ? ['npm', ['run', 'web', '--', ...args.filter((a) => a !== '--web')]]
  : ['npx', ['electron-vite', 'preview', ...args]];
const child = spawn(command[0], command[1], { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code) => process.exit(code ?? 1));
