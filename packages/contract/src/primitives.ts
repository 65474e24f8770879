import { isLocalDate } from '@club/domain';
import { z } from 'zod';
import { COMMON_PASSWORDS_TEXT } from './data/common-passwords';

// Bounded building blocks for every input schema (DECISIONS.md, Text limits): ids are positive
// 32-bit integers, text is bounded and free of control characters. Anything else is a 400 with a
// message, never a 500 from the database.

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

export const TEXT_LIMITS = {
  name: 60,
  email: 254,
  phone: 30,
  /** Notes, descriptions and other free text. */
  note: 2000,
  /** Short labels and search boxes. */
  short: 200,
} as const;

export const PRIMITIVE_MESSAGES = {
  id: /*i18n*/ 'Must be a positive whole number',
  controlCharacters: /*i18n*/ 'Control characters are not allowed',
  tooLong: (max: number) => `Please use at most ${max} characters`,
  /** `tooLong` as the catalog's message: the API says it in the caller's language with `max`. */
  tooLongTemplate: /*i18n*/ 'Please use at most {max} characters',
} as const;

/** No C0/C1 control character (NUL and the like); multi-line text may keep tab, CR and LF. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/** True when the text holds no control character (tab and line breaks allowed when `multiline`). */
export function isFreeOfControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/**
 * An id: a positive 32-bit integer. Coerced, since REST path params and query values arrive as
 * strings; `message` replaces the generic text (a form's own 'Location is required').
 */
export function idSchema(message: string = PRIMITIVE_MESSAGES.id) {
  return z.coerce
    .number({ error: message })
    .int({ message })
    .positive({ message })
    .max(MAX_ID, { message });
}

/** A positive 32-bit id. */
export const ZId = idSchema();
/** `{ id }`, the input of every call that names one object. */
export const ZIdInput = z.object({ id: ZId });
export type TIdInput = z.input<typeof ZIdInput>;

export interface TextOptions {
  /** Maximum length after trimming. */
  max: number;
  /** Minimum length after trimming (0 unless said). */
  min?: number;
  /** Message when missing, not a string, or shorter than `min`. */
  message?: string;
  /** Allows tab and line breaks (notes, descriptions). */
  multiline?: boolean;
}

/** Trimmed text between `min` and `max` characters, without control characters. */
export function boundedText({ max, min = 0, message, multiline = false }: TextOptions) {
  let schema = z.string(message ? { error: message } : undefined).trim();
  if (min > 0) schema = schema.min(min, { message });
  return schema
    .max(max, { message: PRIMITIVE_MESSAGES.tooLong(max) })
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, { message: PRIMITIVE_MESSAGES.controlCharacters });
}

/** A person's name, 1-60 characters; `message` is the form's 'First name is required'. */
export function nameSchema(message: string) {
  return boundedText({ min: 1, max: TEXT_LIMITS.name, message });
}

/** An e-mail address, trimmed and lower-cased, at most 254 characters (longer is not valid). */
export function emailSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, { message })
    .pipe(z.email({ message }));
}

/** An optional phone number (at most 30 characters); blank becomes null. */
export const ZOptionalPhone = boundedText({ max: TEXT_LIMITS.phone })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** Optional free text (notes), at most 2,000 characters, line breaks allowed; blank becomes null. */
export const ZOptionalNote = boundedText({ max: TEXT_LIMITS.note, multiline: true })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** A description: required free text of at most 2,000 characters. */
export function descriptionSchema(message: string) {
  return boundedText({ min: 1, max: TEXT_LIMITS.note, message, multiline: true });
}

/** A calendar day 'YYYY-MM-DD' that exists (never '2026-02-30'). */
export function localDateSchema(message: string) {
  return z
    .string({ error: message })
    .max(10, { message })
    .refine((v) => isLocalDate(v), { message });
}

/** A whole number from `min` to `max` (durations, counts, positions). */
export function boundedInt(min: number, max: number, message?: string) {
  const m = message ? { message } : undefined;
  return z
    .number(message ? { error: message } : undefined)
    .int(m)
    .min(min, m)
    .max(max, m);
}

/** Paging for lists: at most `PAGE_LIMITS.max` rows a call, from `offset`. */
export const PAGE_LIMITS = { default: 100, max: 500 } as const;
export const ZPageInput = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.max).default(PAGE_LIMITS.default),
  offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
});
export type TPageInput = z.input<typeof ZPageInput>;
export type TPage = z.output<typeof ZPageInput>;

// --- Passwords (DECISIONS.md, Passwords; ASVS 5.0 V6.2) -------------------------------------

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

export const PASSWORD_MESSAGES = {
  min: /*i18n*/ 'Password must be at least 8 characters',
  resetMin: /*i18n*/ 'New password must be at least 8 characters',
  max: /*i18n*/ 'Password must be at most 128 characters',
  resetMax: /*i18n*/ 'New password must be at most 128 characters',
  common: /*i18n*/ 'This password is too common. Please choose another.',
  mismatch: /*i18n*/ 'Passwords do not match',
} as const;

let commonPasswords: Set<string> | undefined;

/** True for one of the 10,000 most common passwords (compared as typed and in lower case). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password) || commonPasswords.has(password.toLowerCase());
}

/** A new password: 8-128 characters, not a common one. Messages for register or for reset. */
export function newPasswordSchema(kind: 'register' | 'reset' = 'register') {
  const min = kind === 'reset' ? PASSWORD_MESSAGES.resetMin : PASSWORD_MESSAGES.min;
  const max = kind === 'reset' ? PASSWORD_MESSAGES.resetMax : PASSWORD_MESSAGES.max;
  return z
    .string({ error: min })
    .min(PASSWORD_LIMITS.min, { message: min })
    .max(PASSWORD_LIMITS.max, { message: max })
    .refine((p) => !isCommonPassword(p), {
      message: PASSWORD_MESSAGES.common,
      when: (payload) => payload.issues.length === 0,
    });
}

/** A password typed to log in: any length an existing account may have, bounded for the hash. */
export const LOGIN_PASSWORD_MAX = 1024;
