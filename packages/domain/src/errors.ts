/**
 * Every failure a rule can report, each with a literal code. apps/api maps each code once to a
 * tRPC code and an HTTP status (apps/api/src/errors.ts), so adding a code here forces a mapping.
 */
export const DOMAIN_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'INVALID_RESET_CODE',
  'BOOKING_RULE',
  'DAILY_LIMIT',
  'BAYS_FULL',
  'BAY_TAKEN',
  'STRANDS_BOOKINGS',
  'NOT_SET_UP',
  'MEMBERSHIP_REQUIRED',
  'COACH_TAKEN',
  'WAIVER_REQUIRED',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** A call that needs the club's location, before an admin has set the club up (first run). */
export const CLUB_NOT_SET_UP = /*i18n*/ 'The club is not set up yet.';
/** The first-run set-up, sent again once the club has its location. */
export const CLUB_ALREADY_SET_UP = /*i18n*/ 'The club is already set up.';

/**
 * A value of a built text: a string, a number, a local day ('2026-11-30'), money, or a list of spans of
 * time in a zone (each its day and times, joined by '; '), each language saying days and times its
 * way.
 */
export type TextValue =
  | string
  | number
  | { localDate: string }
  | { cents: number }
  | { spans: readonly { startTime: Date; endTime: Date }[]; zone: string };

/**
 * A text built with values: `text` is its English as the club writes it (the error's `message`),
 * `id` the catalog's message for it (Lingui's ICU format, plurals and variables, marked for
 * extraction where it is written) and `values` what fills it, so the API says it in the caller's
 * language without concatenating anything.
 */
export interface BuiltText {
  text: string;
  id: string;
  values: Record<string, TextValue>;
}

/** A built text: its catalog message, its values and its English. */
export function builtText(id: string, values: Record<string, TextValue>, text: string): BuiltText {
  return { id, values, text };
}

/** A rule said no. `message` is the product's text, shown to the person as it is. */
export class DomainError extends Error {
  /** A text built with values: its catalog message and values, for the caller's language. */
  readonly template: Omit<BuiltText, 'text'> | undefined;

  constructor(
    readonly code: DomainErrorCode,
    text: string | BuiltText,
    readonly details: Record<string, unknown> = {},
  ) {
    const message = typeof text === 'string' ? text : text.text;
    super(message);
    this.template = typeof text === 'string' ? undefined : { id: text.id, values: text.values };
    this.name = 'DomainError';
    // an answer to the caller, not a fault: no trace of where it was thrown is ever shown, and
    // tRPC reads `stack`, which formats the trace through the source maps (a refused booking spent
    // more on that than on its rules)
    this.stack = `DomainError: ${message}`;
  }
}
