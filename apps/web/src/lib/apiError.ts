import type { AppRouter } from '@club/api';
import type { TRPCClientError } from '@trpc/client';
import { isTRPCClientError } from '@trpc/client';
import { z } from 'zod';

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

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The API's one error envelope: the REST body, and `error.data.error` of a tRPC error. */
const ZErrorEnvelope = z.looseObject({
  error: z.string().optional(),
  message: z.string().optional(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  canJoinWaitlist: z.boolean().optional(),
});

/** What tRPC puts beside the envelope (`data`, shaped by the API's errorFormatter). */
const ZTRPCErrorData = z.looseObject({
  code: z.string().optional(),
  httpStatus: z.number().int().optional(),
  error: z.unknown().optional(),
});

type Envelope = z.infer<typeof ZErrorEnvelope>;

function fromEnvelope(envelope: Envelope, fallback: string, status?: number): ApiError {
  return {
    message: envelope.message || envelope.error || fallback,
    code: envelope.code,
    fieldErrors: envelope.fieldErrors ?? {},
    ...(envelope.canJoinWaitlist === true ? { canJoinWaitlist: true } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

function fromTRPC(error: TRPCClientError<AppRouter>, fallback: string): ApiError {
  const data = ZTRPCErrorData.safeParse(error.data);
  const status = data.success ? data.data.httpStatus : undefined;
  const envelope = ZErrorEnvelope.safeParse(data.success ? data.data.error : undefined);
  if (envelope.success) return fromEnvelope(envelope.data, fallback, status);
  // An answer from tRPC itself (no envelope): its message is the server's only when a status came.
  if (status !== undefined) {
    return {
      message: error.message || fallback,
      code: (data.success ? data.data.code : undefined) ?? 'UNKNOWN',
      fieldErrors: {},
      status,
    };
  }
  // No answer at all, or one that was not tRPC's (a proxy's HTML page): nothing the member can use.
  return { message: fallback, code: 'NETWORK', fieldErrors: {} };
}

/**
 * Reads any error the web meets (a tRPC client error, an error envelope read from a REST body, or
 * anything thrown) into one shape. `fallback` is the text when the server gave none.
 */
export function readApiError(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): ApiError {
  if (isTRPCClientError<AppRouter>(error)) return fromTRPC(error, fallback);
  const envelope = ZErrorEnvelope.safeParse(error);
  if (envelope.success) return fromEnvelope(envelope.data, fallback);
  // Anything else is a fault of this page, not an answer: its text is not for the member.
  return { message: fallback, code: 'UNKNOWN', fieldErrors: {} };
}

/** True when the server answered with a client error (4xx): its text is meant for the member. */
export function isClientError(error: ApiError): boolean {
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}
