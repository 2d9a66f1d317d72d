// `npm test`: lint and type-check, then every tier (unit, frontend components, integration on real services,
// browser), then one line `N passed, N failed`. Browser tests run in a second, serial jest run: they share one
// stack and 2 cores.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded, ROOT } from './lib/build';
import { checkPostgres, checkRedis } from './lib/services';
import { provideTestServices } from './lib/test-services';
import { loadConfig } from '../core/src/config/app-config';

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
  success: boolean;
}

function runJest(label: string, args: string[], services: Record<string, string>): JestJson {
  const out = join(ROOT, 'tmp', `jest-${label}.json`);
  rmSync(out, { force: true });
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'jest'), [...args, '--json', `--outputFile=${out}`, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...services, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
  });
  if (!existsSync(out)) {
    console.error(`jest (${label}) ended without results (exit ${r.status})`);
    return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numRuntimeErrorTestSuites: 1, success: false };
  }
  return JSON.parse(readFileSync(out, 'utf8')) as JestJson;
}

/** A static check (`npm run lint`, `npm run lint:openapi`, `npm run typecheck`, `npm run check:lock`): counts as one test, so a red one fails the run. */
function runCheck(script: string): boolean {
  console.log(`\n=== ${script} ===`);
  const started = Date.now();
  const r = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
  const ok = r.status === 0;
  console.log(`${script}: ${ok ? 'clean' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

async function main() {
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const checks = ['lint', 'lint:openapi', 'typecheck', 'check:lock'].map(runCheck);
  const checksPassed = checks.filter(Boolean).length;
  const checksFailed = checks.length - checksPassed;
  const config = loadConfig();
  const services = await provideTestServices(config);
  console.log(`Tests use ${services.describe}.`);
  const databaseUrl = services.env.DATABASE_URL ?? config.databaseUrl;
  const redisUrl = services.env.REDIS_URL ?? config.redisUrl;
  const problems = (await Promise.all([checkPostgres(databaseUrl), checkRedis(redisUrl)])).filter(Boolean);
  if (problems.length) {
    await services.stop();
    console.error(problems.join('\n'));
    console.log(`${checksPassed} passed, ${checksFailed + 1} failed`);
    process.exit(1);
  }
  buildIfNeeded();

  const results = [
    runJest('unit-frontend-integration', ['--selectProjects', 'unit', 'frontend', 'integration', '--maxWorkers=2'], services.env),
    runJest('browser', ['--selectProjects', 'e2e', '--runInBand'], services.env),
  ];
  await services.stop();
  const passed = checksPassed + results.reduce((n, r) => n + r.numPassedTests, 0);
  // A suite that could not run (syntax error, setup failure) counts as a failure too.
  const failed = checksFailed + results.reduce((n, r) => n + r.numFailedTests + r.numRuntimeErrorTestSuites, 0);
  const skipped = results.reduce((n, r) => n + r.numPendingTests, 0);
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 || results.some((r) => !r.success) ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
