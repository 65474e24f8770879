import createSubscriber from 'pg-listen';

/** The channel migration 0005's triggers notify on. */
export const CHANGES_CHANNEL = 'club_changes';

export interface ChangeHandlers {
  /** A change notice ('session:<sid>', 'user:<id>', 'club', 'day:…'), as committed by any process. */
  onMessage(payload: string): void;
  /** Listening again after a lost connection: notices sent meanwhile were missed. */
  onReconnect(): void;
}

/** Waits between tries to listen again: 100 ms, then twice as long each time, at most 10 s. */
export function listenRetryMs(attempt: number): number {
  return Math.min(10_000, 100 * 2 ** Math.max(0, attempt - 1));
}

/**
 * One dedicated connection per process that LISTENs on `club_changes` (pg-listen: a lost
 * connection is opened again with back-off, for as long as it takes, and checked every 30 s);
 * `onReconnect` runs once it listens again. Answers once it first listens, with the function
 * that stops it.
 */
export async function listenForChanges(url: string, handlers: ChangeHandlers) {
  const subscriber = createSubscriber(
    { connectionString: url, keepAlive: true, application_name: 'club-listen' },
    {
      retryInterval: listenRetryMs,
      retryTimeout: Infinity,
      paranoidChecking: 30_000,
      // notices are plain text, not JSON
      parse: (payload) => payload,
    },
  );
  let listening = false;
  subscriber.events.on('connected', () => {
    if (listening) handlers.onReconnect();
    listening = true;
  });
  // a lost connection is reported here, then opened again
  subscriber.events.on('error', () => {});
  subscriber.notifications.on(CHANGES_CHANNEL, (payload: string) => handlers.onMessage(payload));
  await subscriber.connect();
  await subscriber.listenTo(CHANGES_CHANNEL);
  return () => subscriber.close();
}
