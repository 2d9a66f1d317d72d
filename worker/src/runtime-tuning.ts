// Process tuning for image work, applied before anything else runs (imported first by main.ts); why: see tuneThreadpool.
import { cpus } from 'node:os';
import { tuneThreadpool } from '@studio/core/config/app-config';

tuneThreadpool(cpus().length);
