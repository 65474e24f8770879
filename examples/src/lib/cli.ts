import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ClubApiError, createClubClient, type ClubClient, type ClubUser } from '@club/client';
import type { ClubEnv } from './env';

/** Bad options or environment: the script prints its usage line and exits with 2. */
export class UsageError extends Error {}

/** The club said no (a failed login, a refused booking): the script exits with 1. */
export class ScriptError extends Error {
  /** What to print on stdout all the same (a partial result). */
  readonly output: string | undefined;

  constructor(message: string, options: { output?: string } = {}) {
    super(message);
    this.output = options.output;
  }
}

/** An example: parses its own options, talks to the club, answers what to print on stdout. */
export interface Example {
  usage: string;
  run(args: string[], env: ClubEnv): Promise<string>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with its refusals as UsageErrors. */
export function parseOptions<T extends Options>(
  args: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A signed-in client, or a ScriptError naming why the login failed. */
export async function signIn(env: ClubEnv): Promise<{ club: ClubClient; user: ClubUser }> {
  if (!env.email || !env.password) {
    throw new UsageError(
      'set CLUB_EMAIL and CLUB_PASSWORD to the account to sign in with (and CLUB_URL to the club)',
    );
  }
  const club = createClubClient({ url: env.url });
  try {
    return { club, user: await club.login(env.email, env.password) };
  } catch (error) {
    throw new ScriptError(`login as ${env.email} at ${env.url} failed: ${describeError(error)}`);
  }
}

/** Signs out, whatever happened before; a failed logout never hides the script's own answer. */
export async function signOut(club: ClubClient): Promise<void> {
  await club.logout().catch(() => undefined);
}

/** One line for stderr. */
export function describeError(error: unknown): string {
  if (error instanceof ClubApiError) {
    const fields = Object.entries(error.fieldErrors)
      .filter(([, message]) => message !== error.message)
      .map(([field, message]) => `${field}: ${message}`);
    const wait = error.retryAfter === undefined ? '' : ` (try again in ${error.retryAfter} s)`;
    const code = error.status === undefined ? error.code : `${error.status} ${error.code}`;
    return [`${error.message}${wait}`, ...fields].join('; ') + ` [${code}]`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
