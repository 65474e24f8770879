import type { AppRouter } from '@club/api';
import type { DomainErrorCode } from '@club/domain';
import { isTRPCClientError, TRPCClientError } from '@trpc/client';

/**
 * The server's stable codes: the club's own (`BAYS_FULL`, `DAILY_LIMIT`, `EMAIL_TAKEN`, …), tRPC's
 * where no rule of the club answered (`UNAUTHORIZED` when signed out), `INTERNAL` for a 5xx, and
 * `NETWORK` when no answer of the server came at all (refused connection, a proxy's page).
 */
export type ClubErrorCode =
  DomainErrorCode | 'UNAUTHORIZED' | 'BAD_REQUEST' | 'INTERNAL' | 'NETWORK' | (string & {});

/** The API's error envelope, in a REST body and in tRPC's `error.data.error`. */
export interface ClubErrorEnvelope {
  error: string;
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
  [detail: string]: unknown;
}

/** Any failed call of a club client: the server's answer, read once. */
export class ClubApiError extends TRPCClientError<AppRouter> {
  /** The server's stable code (see ClubErrorCode). */
  readonly code: ClubErrorCode;
  /** The HTTP status of the answer; undefined when none came. */
  readonly status: number | undefined;
  /** Validation (400): the first message per field, keyed by the dotted path; empty otherwise. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** True on the 409 of a booking when every bay is taken: send `joinWaitlist: true` to queue. */
  readonly canJoinWaitlist: boolean;
  /** On a 429: seconds to wait before trying again (`Retry-After`, or the envelope's `retryAfterSeconds`). */
  readonly retryAfter: number | undefined;
  /** The whole envelope the server sent, details included; undefined when there was none. */
  readonly envelope: Readonly<ClubErrorEnvelope> | undefined;

  constructor(source: TRPCClientError<AppRouter>, now: Date = new Date()) {
    // tRPC's answers carry it in `data.error`; refusals before tRPC runs (cross-site, body limits)
    // answer the bare envelope as the body.
    const envelope = envelopeOf(source.data?.error) ?? envelopeOf(source.meta?.responseJSON);
    const response = responseOf(source.meta);
    super(envelope?.message ?? source.message, {
      cause: source,
      meta: source.meta,
      result: source.shape ? { error: source.shape } : undefined,
    });
    // TRPCClientError resets the prototype to its own; keep ours so `instanceof ClubApiError` holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ClubApiError';
    this.status = source.data?.httpStatus ?? response?.status;
    this.code =
      envelope?.code ?? (this.status === undefined ? 'NETWORK' : (source.data?.code ?? 'UNKNOWN'));
    this.fieldErrors = stringRecord(envelope?.fieldErrors);
    this.canJoinWaitlist = envelope?.canJoinWaitlist === true;
    this.retryAfter = retryAfterSeconds(response?.headers.get('retry-after'), envelope, now);
    this.envelope = envelope;
    // Node prints an uncaught error's own enumerable fields (and its cause's): keep the raw HTTP
    // response (still readable as `meta.response`) and the repeated shape out of that print.
    for (const raw of ['meta', 'shape']) {
      Object.defineProperty(this, raw, { enumerable: false });
      Object.defineProperty(source, raw, { enumerable: false });
    }
  }
}

/** Any error of a call, as a ClubApiError (tRPC's own errors included). */
export function toClubApiError(error: unknown): ClubApiError {
  if (error instanceof ClubApiError) return error;
  if (isTRPCClientError<AppRouter>(error)) return new ClubApiError(error);
  return new ClubApiError(
    TRPCClientError.from<AppRouter>(error instanceof Error ? error : new Error(String(error))),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function envelopeOf(value: unknown): ClubErrorEnvelope | undefined {
  if (!isRecord(value) || typeof value.code !== 'string') return undefined;
  const message = typeof value.message === 'string' ? value.message : value.error;
  if (typeof message !== 'string') return undefined;
  return {
    ...value,
    error: typeof value.error === 'string' ? value.error : message,
    message,
    code: value.code,
  };
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function responseOf(meta: Record<string, unknown> | undefined): Response | undefined {
  const response = meta?.response;
  return response instanceof Response ? response : undefined;
}

/** `Retry-After` as delta-seconds or an HTTP date; else the envelope's `retryAfterSeconds`. */
function retryAfterSeconds(
  header: string | null | undefined,
  envelope: ClubErrorEnvelope | undefined,
  now: Date,
): number | undefined {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const at = Date.parse(trimmed);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
  }
  const detail = envelope?.retryAfterSeconds;
  return typeof detail === 'number' && Number.isFinite(detail) && detail >= 0
    ? Math.ceil(detail)
    : undefined;
}
