import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** Newest modification time of any file under these paths (skipping node_modules and dist). */
function newest(paths: string[]): number {
  let max = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

function run(cmd: string, args: string[], label: string) {
  console.log(`Building ${label}...`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${label} build failed`);
}

/** Builds the server code and the frontend when their output is missing or older than the sources. */
export function buildIfNeeded(opts: { force?: boolean } = {}) {
  const serverOut = newest([join(ROOT, 'api/dist'), join(ROOT, 'worker/dist')].filter(existsSync).map((p) => join(p, 'main.js')));
  const serverSrc = newest(['core/src', 'worker/src', 'api/src', 'tsconfig.base.json', 'core/tsconfig.build.json', 'worker/tsconfig.build.json', 'api/tsconfig.build.json'].map((p) => join(ROOT, p)));
  const serverBuilt = existsSync(join(ROOT, 'api/dist/main.js')) && existsSync(join(ROOT, 'worker/dist/main.js'));
  if (opts.force || !serverBuilt || serverSrc > serverOut) run(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'api/tsconfig.build.json', 'worker/tsconfig.build.json'], 'api and worker');

  const webOut = join(ROOT, 'frontend/dist/index.html');
  const webSrc = newest(['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite', 'frontend/vite.config.ts'].map((p) => join(ROOT, p)));
  // The server renderer of the public pages is built with it (vite.config.ts); an older build lacks it.
  const ssrOut = join(ROOT, 'frontend/dist/ssr/entry-server.cjs');
  if (existsSync(join(ROOT, 'frontend/index.html')) && (opts.force || !existsSync(webOut) || !existsSync(ssrOut) || webSrc > statSync(webOut).mtimeMs)) {
    run(join(ROOT, 'node_modules/.bin/vite'), ['build', 'frontend', '--logLevel', 'warn'], 'frontend');
  }
}
