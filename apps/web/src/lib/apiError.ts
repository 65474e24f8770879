// Plain checks, no schema library: every page that can fail reads its errors here, and the
// visitor pages must not load zod for it.
import { errorFallback } from './errorFallback';

/** What the screen may use of a failed call. */
export interface ApiError {
  /** The product's text, or the caller's fallback when the server gave none. */
  message: string;
  /** The server's stable code ('EMAIL_TAKEN', 'VALIDATION', 'BAYS_FULL', …); 'NETWORK' or 'UNKNOWN' otherwise. */
  code: string;
  /** Validation: the first message per field (dotted path); empty otherwise. */
  fieldErrors: Record<string, string>;
  /** Set on the all-bays-taken answer of a booking: the member may take a waitlist place. */
  canJoinWaitlist?: boolean;
  /** The HTTP status of the answer; undefined when none came (network, unreadable answer). */
  status?: number;
}

/** The text when the server gave none (the screens' language's; a screen may pass its own). */
export { DEFAULT_ERROR_MESSAGE } from './errorFallback';

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional<T>(value: unknown, is: (v: unknown) => v is T): value is T | undefined {
  return value === undefined || is(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isStatus = (v: unknown): v is number => Number.isInteger(v);
function isStringRecord(v: unknown): v is Record<string, string> {
  return isRecord(v) && Object.values(v).every(isString);
}

/** The API's one error envelope: the REST body, and `error.data.error` of a tRPC error. */
interface Envelope {
  error?: string;
  message?: string;
  code: string;
  fieldErrors?: Record<string, string>;
  canJoinWaitlist?: boolean;
}

function asEnvelope(value: unknown): Envelope | undefined {
  if (!isRecord(value) || !isString(value.code)) return undefined;
  const { error, message, fieldErrors, canJoinWaitlist } = value;
  if (
    !optional(error, isString) ||
    !optional(message, isString) ||
    !optional(fieldErrors, isStringRecord) ||
    !optional(canJoinWaitlist, isBoolean)
  ) {
    return undefined;
  }
  return { code: value.code, error, message, fieldErrors, canJoinWaitlist };
}

function fromEnvelope(envelope: Envelope, fallback: string, status?: number): ApiError {
  return {
    message: envelope.message || envelope.error || fallback,
    code: envelope.code,
    fieldErrors: envelope.fieldErrors ?? {},
    ...(envelope.canJoinWaitlist === true ? { canJoinWaitlist: true } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/** A failed call: the tRPC client's error. */
interface CallError {
  message: string;
  data: unknown;
}

function asCallError(error: unknown): CallError | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name !== 'TRPCClientError') return undefined;
  return { message: error.message, data: 'data' in error ? error.data : undefined };
}

function fromCall(error: CallError, fallback: string): ApiError {
  // What tRPC puts beside the envelope (`data`, shaped by the API's errorFormatter).
  const data = isRecord(error.data) ? error.data : undefined;
  const status = data && isStatus(data.httpStatus) ? data.httpStatus : undefined;
  const code = data && isString(data.code) ? data.code : undefined;
  const envelope = asEnvelope(data?.error);
  if (envelope) return fromEnvelope(envelope, fallback, status);
  // An answer from tRPC itself (no envelope): its message is the server's only when a status came.
  if (status !== undefined) {
    return { message: error.message || fallback, code: code ?? 'UNKNOWN', fieldErrors: {}, status };
  }
  // No answer at all, or one that was not tRPC's (a proxy's HTML page): nothing the member can use.
  return { message: fallback, code: 'NETWORK', fieldErrors: {} };
}

/**
 * Reads any error the web meets (a tRPC client error, an error envelope read from a REST body, or
 * anything thrown) into one shape. `fallback` is the text when the server gave none.
 */
export function readApiError(error: unknown, fallback: string = errorFallback()): ApiError {
  const call = asCallError(error);
  if (call) return fromCall(call, fallback);
  const envelope = asEnvelope(error);
  if (envelope) return fromEnvelope(envelope, fallback);
  // Anything else is a fault of this page, not an answer: its text is not for the member.
  return { message: fallback, code: 'UNKNOWN', fieldErrors: {} };
}

/** True when the server answered with a client error (4xx): its text is meant for the member. */
export function isClientError(error: ApiError): boolean {
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}
