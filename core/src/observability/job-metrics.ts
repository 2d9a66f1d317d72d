/**
 * Job metrics shared through Redis. The worker has no HTTP server and may run as several replicas, so each
 * worker adds its observations to a few Redis hashes (one HINCRBY batch per finished job) and the api renders
 * them at scrape time. The numbers are cluster-wide totals: every api replica reports the same values
 * (aggregate them with max(), not sum()). They live under the queue prefix, so a flushed Redis resets them
 * like any counter reset, which Prometheus' rate() already tolerates.
 */

/** Minimal Redis surface used here (an ioredis client or a BullMQ queue's client). */
export interface MetricsRedis {
  multi(): { hincrby(key: string, field: string, by: number): unknown; hincrbyfloat(key: string, field: string, by: number): unknown; exec(): Promise<unknown> };
  hgetall(key: string): Promise<Record<string, string>>;
}

export type JobOutcome = 'completed' | 'failed';

/** Seconds. Image jobs take ~1 s a photo; enquiry deliveries up to the forward timeout. */
export const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120];

const jobsKey = (prefix: string, queue: string) => `${prefix}:_metrics:jobs:${queue}`;
const bytesKey = (prefix: string) => `${prefix}:_metrics:image-bytes`;

/** One finished job attempt: duration histogram (per outcome) and counters. */
export async function recordJob(redis: MetricsRedis, prefix: string, queue: string, outcome: JobOutcome, seconds: number): Promise<void> {
  const key = jobsKey(prefix, queue);
  const m = redis.multi();
  // Buckets are stored non-cumulative (the smallest bucket that holds the value); the renderer accumulates.
  const le = JOB_DURATION_BUCKETS.find((b) => seconds <= b);
  m.hincrby(key, `${outcome}:b:${le ?? '+Inf'}`, 1);
  m.hincrby(key, `${outcome}:count`, 1);
  m.hincrbyfloat(key, `${outcome}:sum`, Math.max(0, seconds));
  await m.exec();
}

/** Bytes of an original read by the worker and of the variants it wrote. */
export async function recordImageBytes(redis: MetricsRedis, prefix: string, bytesIn: number, bytesOut: number): Promise<void> {
  const m = redis.multi();
  m.hincrby(bytesKey(prefix), 'in', Math.round(bytesIn));
  m.hincrby(bytesKey(prefix), 'out', Math.round(bytesOut));
  await m.exec();
}

/** The worker-side metrics in Prometheus text format (appended to the api's own registry output). */
export async function renderJobMetrics(redis: MetricsRedis, prefix: string, queues: readonly string[]): Promise<string> {
  const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
  const lines: string[] = [];
  const hist: string[] = [];
  const failures: string[] = [];
  const completed: string[] = [];
  for (const queue of queues) {
    const h = await redis.hgetall(jobsKey(prefix, queue));
    const q = esc(queue);
    for (const outcome of ['completed', 'failed'] as const) {
      let cumulative = 0;
      for (const le of JOB_DURATION_BUCKETS) {
        cumulative += Number(h[`${outcome}:b:${le}`] ?? 0);
        hist.push(`studio_job_duration_seconds_bucket{queue="${q}",outcome="${outcome}",le="${le}"} ${cumulative}`);
      }
      const count = Number(h[`${outcome}:count`] ?? 0);
      hist.push(`studio_job_duration_seconds_bucket{queue="${q}",outcome="${outcome}",le="+Inf"} ${count}`);
      hist.push(`studio_job_duration_seconds_sum{queue="${q}",outcome="${outcome}"} ${Number(h[`${outcome}:sum`] ?? 0)}`);
      hist.push(`studio_job_duration_seconds_count{queue="${q}",outcome="${outcome}"} ${count}`);
    }
    failures.push(`studio_job_failures_total{queue="${q}"} ${Number(h['failed:count'] ?? 0)}`);
    completed.push(`studio_jobs_completed_total{queue="${q}"} ${Number(h['completed:count'] ?? 0)}`);
  }
  lines.push('# HELP studio_job_duration_seconds Time a worker spent on one job attempt, by queue and outcome (all workers).');
  lines.push('# TYPE studio_job_duration_seconds histogram', ...hist);
  lines.push('# HELP studio_job_failures_total Job attempts that failed (each retry counts), by queue (all workers).');
  lines.push('# TYPE studio_job_failures_total counter', ...failures);
  lines.push('# HELP studio_jobs_completed_total Jobs that completed, by queue (all workers).');
  lines.push('# TYPE studio_jobs_completed_total counter', ...completed);
  const b = await redis.hgetall(bytesKey(prefix));
  lines.push('# HELP studio_image_bytes_total Bytes of originals processed (in) and variants written (out) by the workers.');
  lines.push('# TYPE studio_image_bytes_total counter');
  lines.push(`studio_image_bytes_total{direction="in"} ${Number(b.in ?? 0)}`);
  lines.push(`studio_image_bytes_total{direction="out"} ${Number(b.out ?? 0)}`);
  return lines.join('\n') + '\n';
}
