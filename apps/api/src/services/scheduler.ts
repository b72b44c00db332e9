import type { AppContext } from '../http/types';
import { publishScheduledArticles } from './articles';
import { deliverSystemMessages } from './messages';
import { sendScheduledPushes } from './push';
import { publishScheduledVideos } from './videos';

/** A job publishes what is due and returns how many records it changed. */
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
];
