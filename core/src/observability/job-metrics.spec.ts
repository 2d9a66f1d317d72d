import { recordImageBytes, recordJob, renderJobMetrics, type MetricsRedis } from './job-metrics';

/** An in-memory stand-in for the few hash commands used. */
function fakeRedis(): MetricsRedis {
  const hashes = new Map<string, Record<string, string>>();
  const incr = (key: string, field: string, by: number) => {
    const h = hashes.get(key) ?? {};
    h[field] = String(Number(h[field] ?? 0) + by);
    hashes.set(key, h);
  };
  return {
    multi() {
      const ops: Array<() => void> = [];
      const m = {
        hincrby: (k: string, f: string, by: number) => (ops.push(() => incr(k, f, by)), m),
        hincrbyfloat: (k: string, f: string, by: number) => (ops.push(() => incr(k, f, by)), m),
        exec: async () => ops.forEach((op) => op()),
      };
      return m;
    },
    hgetall: async (key) => ({ ...(hashes.get(key) ?? {}) }),
  };
}

describe('job metrics in Redis', () => {
  it('renders cumulative histogram buckets, counts and sums per queue and outcome', async () => {
    const redis = fakeRedis();
    await recordJob(redis, 'p', 'images', 'completed', 0.7);
    await recordJob(redis, 'p', 'images', 'completed', 1.5);
    await recordJob(redis, 'p', 'images', 'failed', 0.04);
    await recordJob(redis, 'p', 'images', 'completed', 500); // beyond the last bucket: only +Inf
    await recordImageBytes(redis, 'p', 6_000_000, 900_000);
    const text = await renderJobMetrics(redis, 'p', ['images', 'enquiries']);
    expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="completed",le="0.5"} 0');
    expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="completed",le="1"} 1');
    expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="completed",le="2"} 2');
    expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="completed",le="120"} 2');
    expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="completed",le="+Inf"} 3');
    expect(text).toContain('studio_job_duration_seconds_sum{queue="images",outcome="completed"} 502.2');
    expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="failed",le="0.05"} 1');
    expect(text).toContain('studio_job_failures_total{queue="images"} 1');
    expect(text).toContain('studio_jobs_completed_total{queue="images"} 3');
    expect(text).toContain('studio_job_failures_total{queue="enquiries"} 0');
    expect(text).toContain('studio_image_bytes_total{direction="in"} 6000000');
    expect(text).toContain('studio_image_bytes_total{direction="out"} 900000');
    // One TYPE line per metric family (Prometheus rejects repeats).
    expect(text.match(/# TYPE studio_job_duration_seconds /g)).toHaveLength(1);
  });
});
