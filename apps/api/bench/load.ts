/**
 * The bench's load generator, run as a child process (bench.ts forks it) so that autocannon does
 * not share the server's event loop: the server process only serves. It receives one `LoadJob` on
 * its IPC channel, runs autocannon, answers a `LoadResult` and exits.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Paths requested in turn (one after the other across all connections), instead of `url`'s. */
  paths?: string[];
  /** Bodies sent in turn (one after the other across all connections), instead of `body`. */
  bodies?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function run(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  const { paths, bodies } = job;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        method: job.method ?? 'GET',
        headers: job.headers,
        ...(job.body !== undefined ? { body: job.body } : {}),
        ...(paths?.length
          ? {
              requests: [
                {
                  method: job.method ?? 'GET',
                  setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
                },
              ],
            }
          : bodies?.length
            ? {
                requests: [
                  {
                    method: job.method ?? 'POST',
                    setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
                  },
                ],
              }
            : {}),
      },
      (err, r) =>
        err
          ? reject(err instanceof Error ? err : new Error(String(err)))
          : resolve({
              rps: r.requests.average,
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
