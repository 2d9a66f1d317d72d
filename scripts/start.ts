// `npm start`: one command from a fresh clone to a running studio (docs/architecture.md §3).
import { buildIfNeeded } from './lib/build';
import { prepareStack, runProcess, stopProcess, waitForHealthy, StackError, type RunningProcess } from './lib/stack';
import { reachableHost } from '../core/src/config/app-config';

async function main() {
  const started = Date.now();
  const stack = await prepareStack();
  buildIfNeeded();

  const procs: RunningProcess[] = [runProcess('api', stack.env), runProcess('worker', stack.env)];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await Promise.all(procs.map((p) => stopProcess(p)));
    await stack.s3?.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  for (const p of procs) {
    void p.exited.then((code) => {
      if (!stopping) {
        console.error(`${p.name} exited (code ${code}); stopping everything.`);
        void stopAll(1);
      }
    });
  }

  const { host, port } = stack.config;
  const url = `http://${reachableHost(host)}:${port}`;
  await waitForHealthy(url, 60000, () => stopping);
  console.log(`\n  Studio is running at ${url}   (started in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops it)\n`);
}

main().catch((e) => {
  console.error(e instanceof StackError ? e.message : `start failed: ${(e as Error).message}`);
  process.exit(1);
});
