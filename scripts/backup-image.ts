// Entry of the backup image (Dockerfile's `backup` target, compose's `backup` service), bundled to one file so the
// image needs no dev dependencies: `nightly [--at-utc HH:MM] [--status-file F] [--accept-fewer]`, `backup FILE`,
// `restore FILE [--identity KEYFILE] [--force]`, `keygen`, `health STATUS_FILE`. Each is the script of the same
// npm command (docs/operations.md).
const commands: Record<string, () => Promise<unknown>> = {
  nightly: () => import('./backup-nightly'),
  backup: () => import('./backup'),
  restore: () => import('./restore'),
  keygen: () => import('./backup-keygen'),
  health: () => import('./backup-health'),
};

const [command, ...args] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: ${Object.keys(commands).join(' | ')} (see docs/operations.md)`);
  process.exit(2);
}
// The script reads its own arguments from argv[2...], as under npm.
process.argv = [process.argv[0], process.argv[1], ...args];
void run();
