// `npm run bench`: every benchmark, one after another (each needs the machine to itself).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const benches = ['bench:images', 'bench:load', 'bench:web'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n##### npm run ${bench}\n`);
  const r = spawnSync('npm', ['run', '--silent', bench], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`${bench} failed (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
