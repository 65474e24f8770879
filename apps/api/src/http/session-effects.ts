/**
 * Whether a request may have changed a session or a user, so the session reads this process keeps
 * (http/session-store.ts) must go: every request but a GET may, unless each procedure it ran is a
 * mutation declared to change neither (`keepsSessions` in its meta: a booking, a cancellation).
 * A request that ran no procedure (a plain route) counts as changing them.
 */
const effects = new WeakMap<object, 'none' | 'changes'>();

/** Called for each mutation a request runs (a call made without a request is not noted). */
export function noteMutation(req: unknown, keepsSessions: boolean): void {
  if (typeof req !== 'object' || req === null) return;
  if (!keepsSessions) effects.set(req, 'changes');
  else if (!effects.has(req)) effects.set(req, 'none');
}

export function mayChangeSessions(req: object): boolean {
  return effects.get(req) !== 'none';
}
