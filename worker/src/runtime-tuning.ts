// Process tuning for image work, applied before anything else runs (imported first by main.ts); why: see tuneThreadpool.
// The worker's V8 heap flag (--heap-growing-percent=200) is given where the worker is launched (scripts/lib/stack.ts,
// worker/package.json, the Dockerfile), not here: V8 flags belong on the command line.
import { cpus } from 'node:os';
import { tuneThreadpool } from '@studio/core/config/app-config';

tuneThreadpool(cpus().length);
