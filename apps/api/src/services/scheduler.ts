import type { AppContext } from '../http/types';
import { publishScheduledArticles } from './articles';
import { runDueCrawlers } from './crawlers';
import { runDueDataTasks } from './dataTasks';
import { deliverSystemMessages } from './messages';
import { sendScheduledPushes } from './push';
import { publishScheduledVideos } from './videos';

/**
 * A job publishes what is due and returns how many records it changed.
 *
 * Exactly once, with any number of API processes on one PostgreSQL: a job never reads what is due
 * and then writes it unconditionally. It **claims** each item with one conditional write, an
 * `UPDATE … SET <the published state> WHERE id … AND <still due: the state before> RETURNING`, and
 * does the item's side effects (cache invalidation, the hand-over to a push provider) only for the
 * rows that write returned. Two processes may both see an item due; under READ COMMITTED the second
 * `UPDATE` waits for the first one's row lock, re-checks its `WHERE` on the committed row, finds it
 * no longer due and skips it, so one process only gets the row (articles and videos: `status`
 * draft → published with `version + 1`; system messages: `sent_at` null → now; pushes: `status`
 * scheduled → sending/invalid). `scripts/scheduler-race.ts` proves it on PostgreSQL with two
 * server processes (run by `pnpm verify:postgres`).
 *
 * Not covered here: the in-memory caches of services/cache.ts belong to one process and are
 * dropped by that process's writes, so another process keeps serving its cached list counts
 * until a write of its own (a shared invalidation, e.g. LISTEN/NOTIFY, would be needed).
 */
export type ScheduledJob = { name: string; run: (ctx: AppContext) => Promise<number> };

export interface Scheduler {
  /** Runs every job once now (tests call it after moving the clock). */
  tick(): Promise<void>;
  stop(): void;
  /** Resolves when no tick is running (shutdown waits for it, so no write is cut). */
  idle(): Promise<void>;
}

/**
 * Scheduled items really publish when their time comes: every `schedulerIntervalMs` the jobs run
 * one after the other; a tick never overlaps the previous one.
 */
export function startScheduler(ctx: AppContext, jobs: ScheduledJob[] = defaultJobs): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (running) return running;
    running = (async () => {
      for (const job of jobs) {
        try {
          const changed = await job.run(ctx);
          if (changed > 0) ctx.log.info({ job: job.name, changed }, 'scheduled job');
        } catch (err) {
          ctx.log.error({ err, job: job.name }, 'scheduled job failed');
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, ctx.config.schedulerIntervalMs);
  timer.unref();

  return {
    tick,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** The jobs of every area (filled in by the services). */
export const defaultJobs: ScheduledJob[] = [
  publishScheduledArticles,
  sendScheduledPushes,
  deliverSystemMessages,
  publishScheduledVideos,
  runDueCrawlers,
  runDueDataTasks,
];
