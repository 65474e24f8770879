import pg from 'pg';

/** The channel migration 0005's triggers notify on. */
export const CHANGES_CHANNEL = 'club_changes';

export interface ChangeHandlers {
  /** A change notice ('session:<sid>', 'user:<id>', 'club'), as committed by any process. */
  onMessage(payload: string): void;
  /** Listening again after a lost connection: notices sent meanwhile were missed. */
  onReconnect(): void;
}

/**
 * One dedicated connection per process that LISTENs on `club_changes` (pg's Client events
 * 'notification' and 'end'). A lost connection is opened again every `retryMs` until it listens;
 * then `onReconnect` runs. Answers once it first listens, with the function that stops it.
 */
export async function listenForChanges(url: string, handlers: ChangeHandlers, retryMs = 100) {
  let client: pg.Client | undefined;
  let stopped = false;
  const open = async (): Promise<void> => {
    const c = (client = new pg.Client({ connectionString: url, keepAlive: true }));
    c.on('notification', (n) => {
      if (n.payload) handlers.onMessage(n.payload);
    });
    c.on('error', () => {}); // 'end' follows
    let reopened = false;
    // once per connection: a failed connect may both end the client and reject
    const reopen = () => {
      if (reopened) return;
      reopened = true;
      setTimeout(() => {
        if (!stopped)
          void open()
            .then(() => handlers.onReconnect())
            .catch(() => {});
      }, retryMs);
    };
    c.once('end', reopen);
    await c.connect().then(
      () => c.query(`listen ${CHANGES_CHANNEL}`),
      (err: unknown) => {
        reopen();
        throw err;
      },
    );
  };
  await open().catch((err: unknown) => {
    stopped = true;
    throw err;
  });
  return async () => {
    stopped = true;
    await client?.end();
  };
}
