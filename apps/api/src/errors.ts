import type { DomainErrorCode } from '@club/domain';
import { DomainError } from '@club/domain';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { PRIMITIVE_MESSAGES } from '@club/contract';
import { ZodError } from 'zod';
import { translate, type Locale } from './i18n/i18n';
import { sayTemplate } from './i18n/built-text';

/** The one table: each domain error code → tRPC code and HTTP status. */
export const ERROR_MAP: Record<DomainErrorCode, { trpc: TRPC_ERROR_CODE_KEY; http: number }> = {
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  VALIDATION: { trpc: 'BAD_REQUEST', http: 400 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  INVALID_CREDENTIALS: { trpc: 'UNAUTHORIZED', http: 401 },
  EMAIL_TAKEN: { trpc: 'CONFLICT', http: 409 },
  INVALID_RESET_CODE: { trpc: 'BAD_REQUEST', http: 400 },
  BOOKING_RULE: { trpc: 'BAD_REQUEST', http: 400 },
  DAILY_LIMIT: { trpc: 'BAD_REQUEST', http: 400 },
  BAYS_FULL: { trpc: 'CONFLICT', http: 409 },
  BAY_TAKEN: { trpc: 'CONFLICT', http: 409 },
  STRANDS_BOOKINGS: { trpc: 'CONFLICT', http: 409 },
  NOT_SET_UP: { trpc: 'CONFLICT', http: 409 },
  MEMBERSHIP_REQUIRED: { trpc: 'FORBIDDEN', http: 403 },
  COACH_TAKEN: { trpc: 'CONFLICT', http: 409 },
  WAIVER_REQUIRED: { trpc: 'FORBIDDEN', http: 403 },
};

export const INTERNAL_MESSAGE = /*i18n*/ 'Something went wrong on our side. Please try again.';

export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: ERROR_MAP[error.code].trpc, message: error.message, cause: error });
}

/** The product's error envelope, on every error answer of REST and tRPC alike. */
export interface ErrorBody {
  error: string;
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
  [detail: string]: unknown;
}

/** The one builder of the envelope: the message twice (`error` for the spec's clients), a code, details. */
export function errorEnvelope(
  message: string,
  code: string,
  details: Record<string, unknown> = {},
): ErrorBody {
  return { ...details, error: message, message, code };
}

/**
 * A validation message in `locale`: a length refusal built with its maximum through the catalog's
 * message (English as the contract wrote it), any other by its text.
 */
function sayIssue(issue: ZodError['issues'][number], locale: Locale): string {
  if (
    locale !== 'en' &&
    issue.code === 'too_big' &&
    typeof issue.maximum === 'number' &&
    issue.message === PRIMITIVE_MESSAGES.tooLong(issue.maximum)
  )
    return translate(locale, PRIMITIVE_MESSAGES.tooLongTemplate, { max: issue.maximum });
  return translate(locale, issue.message);
}

/** First message per field, keyed by the dotted path (`_` for the input as a whole). */
function zodFieldErrors(error: ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= sayIssue(issue, locale);
  }
  return fields;
}

/** A refusal's own field messages (a wrong current password), in the caller's language. */
function localizedDetails(details: Record<string, unknown>, locale: Locale) {
  const fields = details.fieldErrors;
  if (locale === 'en' || typeof fields !== 'object' || fields === null) return details;
  const translated = Object.fromEntries(
    Object.entries(fields).map(([key, text]) => [
      key,
      typeof text === 'string' ? translate(locale, text) : text,
    ]),
  );
  return { ...details, fieldErrors: translated };
}

/**
 * A refusal's text in `locale`: a text built with values through its catalog message (plurals and
 * variables by Lingui's message format, a local day in the language's words); English as the rule
 * wrote it, word for word.
 */
export function sayRefusal(error: DomainError, locale: Locale): string {
  const { template } = error;
  if (!template || locale === 'en') return translate(locale, error.message);
  return sayTemplate(template, locale);
}

/**
 * What a caller sees of an error (tRPC `data` and the REST body share it), in the caller's
 * language: `code` is the same in every language, `error` and `message` are translated (the
 * domain's, the contract's and the API's texts are in its catalog). 5xx never leak internals.
 */
export function describeError(
  error: TRPCError,
  locale: Locale = 'en',
): { status: number; body: ErrorBody } {
  const status = getHTTPStatusCodeFromError(error);
  const cause = error.cause;
  const say = (text: string) => translate(locale, text);
  if (status >= 500) return { status, body: errorEnvelope(say(INTERNAL_MESSAGE), 'INTERNAL') };
  if (cause instanceof ZodError) {
    const first = cause.issues[0];
    const message = first ? sayIssue(first, locale) : say(/*i18n*/ 'Invalid input');
    return {
      status,
      body: errorEnvelope(message, 'VALIDATION', {
        fieldErrors: zodFieldErrors(cause, locale),
      }),
    };
  }
  if (cause instanceof DomainError) {
    const details = localizedDetails(cause.details, locale);
    return { status, body: errorEnvelope(sayRefusal(cause, locale), cause.code, details) };
  }
  return { status, body: errorEnvelope(say(error.message), error.code) };
}

/** The seconds a 429 asks its caller to wait (the refusal's `retryAfterSeconds`): its Retry-After. */
export function retryAfterSeconds(error: TRPCError): number | undefined {
  const { cause } = error;
  if (!(cause instanceof DomainError) || cause.code !== 'RATE_LIMITED') return undefined;
  const wait = cause.details.retryAfterSeconds;
  return typeof wait === 'number' ? wait : undefined;
}
