// `npm run check:lock` (one of `npm test`'s static checks): the committed package-lock.json is one `npm ci` accepts.
// The Docker image installs with `npm ci`, which refuses a lock that lacks any platform's optional binary (Mac,
// Windows, ARM builds of swc and the like); an `npm install` on one machine has dropped them before, and
// `npm install` elsewhere (CI included) silently adds them back, so only the committed lock tells. It is checked in a
// scratch folder holding the committed manifests: `npm ci --dry-run` reads them and installs nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** The file as committed (HEAD); the working copy outside a git checkout (an unpacked archive). */
function committed(path: string): string {
  const r = spawnSync('git', ['show', `HEAD:${path}`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  return r.status === 0 ? r.stdout : readFileSync(join(ROOT, path), 'utf8');
}

const root = JSON.parse(committed('package.json')) as { workspaces?: string[] };
const dir = mkdtempSync(join(tmpdir(), 'check-lock-'));
try {
  for (const path of ['package.json', 'package-lock.json', ...(root.workspaces ?? []).map((w) => `${w}/package.json`)]) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), committed(path));
  }
  const r = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) {
    // npm's own reasons (a missing or mismatched package, a lock it cannot parse), without its log-file boilerplate.
    const output = `${r.stdout}${r.stderr}`;
    const usage = output.search(/^npm error Clean install a project/m); // npm's usage text follows its reasons
    const why = (usage < 0 ? output : output.slice(0, usage)).split('\n').filter((l) => /^npm error \S/.test(l) && !/complete log of this run|^npm error (code|errno|syscall) /.test(l));
    console.error(`package-lock.json: npm ci refuses the committed lock (the Docker build would fail):\n${why.slice(0, 12).join('\n')}`);
    console.error('Run `npm install` and commit the package-lock.json it writes.');
    process.exitCode = 1;
  } else {
    console.log('package-lock.json: npm ci accepts the committed lock');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
