// Process tuning for image work, applied before anything else runs (imported first by main.ts); why: see tuneThreadpool
// and below.
import { cpus } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { tuneThreadpool } from '@studio/core/config/app-config';

tuneThreadpool(cpus().length);

// Each photo leaves about 20 MB outside the JS heap (the original, the decoded pixels, the outputs) that outlives a few
// scavenges, and V8 counts it against the old generation's headroom, which its own growth rule keeps at about 30 MB over
// this process's ~40 MB heap: a full mark-compact for nearly every photo, a third of the JS thread's CPU. Headroom of
// twice the live heap makes it one per two or three photos (bench:images, 21 photos: 18 -> 8) for ~20 MB more peak
// RSS. NODE_OPTIONS cannot carry this flag; one given on the command line wins.
if (!process.execArgv.some((a) => a.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=200');
