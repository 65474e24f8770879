export interface RunEveryOptions {
  intervalMs: number;
  log: { error(obj: unknown, msg?: string): void };
  /** What the log says when a run fails (the next run tries again). */
  failure: string;
  /** Runs once at start too (default true). */
  atStart?: boolean;
}

/**
 * Runs `task` every `intervalMs`, never two runs at a time; a failure is logged, not thrown. The
 * timer is unref'd (it never keeps the process alive). Answers the stop function for Fastify's
 * onClose (`app.addHook('onClose', runEvery(...))`): it clears the timer and waits for a run in
 * progress.
 */
export function runEvery(task: () => Promise<unknown>, opts: RunEveryOptions): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= task()
      .catch((err: unknown) => opts.log.error(err, opts.failure))
      .finally(() => {
        running = null;
      });
  };
  if (opts.atStart ?? true) run();
  const timer = setInterval(run, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
