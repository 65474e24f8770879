import PgBoss from 'pg-boss';

/**
 * Queues `count` runs of a job at the same moment (as that many processes' schedules would) and
 * answers once every one of them has run, in whichever API processes' workers took them. A run
 * that failed throws. Needs at least one app running on the database.
 */
export async function runJob(url: string, name: string, count = 1): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    const ids = await Promise.all(Array.from({ length: count }, () => boss.send(name, {})));
    for (const id of ids) {
      if (!id) throw new Error(`${name} was not queued`);
      for (let tries = 0; ; tries++) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') break;
        if (job?.state === 'failed')
          throw new Error(`${name} failed: ${JSON.stringify(job.output)}`);
        if (tries > 1000) throw new Error(`${name} did not run (${job?.state ?? 'gone'})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}
