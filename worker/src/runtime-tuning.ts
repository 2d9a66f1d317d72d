// Process tuning for image work, applied before anything else runs (imported first by main.ts).
// libuv reads UV_THREADPOOL_SIZE once, at its first use of the threadpool, so this cannot live in AppConfig:
// by the time config is loaded and validated, it must already be in place. It is not app configuration either:
// each sharp call runs on one threadpool thread (sharp.concurrency(1), see variant.service.ts), so the pool
// size is how many encodes run at once; twice the cores keeps every core busy while some threads wait on I/O.
import { cpus } from 'node:os';

if (!process.env.UV_THREADPOOL_SIZE) process.env.UV_THREADPOOL_SIZE = String(Math.max(4, cpus().length * 2));
