// Entry of `npm start`, `npm test` and `npm run seed:demo`: plain Node (no dependencies needed), so it can
// install the dependencies first on a fresh clone, then hands over to the TypeScript script.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// package.json's engines: say what is needed in one line rather than fail later on a missing API.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this needs Node 20.19 or newer (Node 24 LTS recommended).`);
  process.exit(1);
}
const [command, ...args] = process.argv.slice(2);
const scripts = {
  start: 'start.ts',
  test: 'run-tests.ts',
  'seed-demo': 'seed-demo.ts',
  backup: 'backup.ts',
  restore: 'restore.ts',
  'backup-nightly': 'backup-nightly.ts',
  'backup-keygen': 'backup-keygen.ts',
};

// Settings from `.env` beside package.json when there is one (the same file docker compose reads); a variable
// already set in the environment wins over the file.
const envFile = join(root, '.env');
if (existsSync(envFile)) {
  try {
    process.loadEnvFile(envFile);
  } catch (e) {
    console.error(`Cannot read ${envFile}: ${e.message}`);
    process.exit(1);
  }
}
if (!scripts[command]) {
  console.error(`usage: bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (first run)...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('npm install failed: see the messages above.');
    process.exit(1);
  }
}

// npm runs scripts from the package root; a backup's FILE is meant from where the command was typed (INIT_CWD).
const fileArgs = command === 'backup' || command === 'restore';
// `--identity KEYFILE` is a path too.
const from = process.env.INIT_CWD ?? process.cwd();
const childArgs = fileArgs ? args.map((a) => (a.startsWith('-') ? a : resolve(from, a))) : args;
const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', scripts[command]), ...childArgs], {
  cwd: root,
  stdio: 'inherit',
});
// The child gets Ctrl-C from the terminal itself (same process group); forward only what is sent to us alone.
for (const sig of ['SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
