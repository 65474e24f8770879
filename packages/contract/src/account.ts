import { z } from 'zod';
import {
  emailSchema,
  LOGIN_PASSWORD_MAX,
  nameSchema,
  newPasswordSchema,
  PASSWORD_MESSAGES,
  ZOptionalPhone,
} from './primitives';
import { ZLocale } from './user';

// Accounts the member keeps (DECISIONS.md): the Profile tab's forms and the calls they make.

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: /*i18n*/ 'Please enter your current password',
  wrongPassword: /*i18n*/ 'Your current password is not correct.',
  codeFormat: /*i18n*/ 'The code must be 6 digits',
  invalidCode: /*i18n*/ 'The code is invalid or has expired. Please try again.',
  sameEmail: /*i18n*/ 'This is already your email address',
  deleteConfirmation: /*i18n*/ 'Type DELETE to confirm',
  profileSaved: /*i18n*/ 'Your profile has been updated.',
  passwordChanged: /*i18n*/ 'Your password has been changed. Every other device was signed out.',
  codeSent:
    /*i18n*/ 'We sent a 6-digit code to your new address. Enter it here to confirm the change.',
  emailChanged: /*i18n*/ 'Your email address has been changed.',
  accountDeleted: /*i18n*/ 'Your account has been deleted.',
} as const;

/** The word a member types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { message: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(LOGIN_PASSWORD_MAX, { message: PASSWORD_MESSAGES.max });

/** `PUT /api/user/profile`: name and phone; reminders on or off and the language when sent. */
export const ZProfileInput = z.object({
  firstName: nameSchema(/*i18n*/ 'First name is required'),
  lastName: nameSchema(/*i18n*/ 'Last name is required'),
  phone: ZOptionalPhone,
  bookingReminders: z.boolean().optional(),
  locale: ZLocale.optional(),
});
export type TProfileInput = z.input<typeof ZProfileInput>;

/** The member's own settings that are not part of the current-user object. */
export const ZAccountSettings = z.object({
  /** An e-mail 24 hours before each session. */
  bookingReminders: z.boolean(),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

const newPassword = newPasswordSchema('reset');

/** `POST /api/user/password`: confirmPassword optional, as on register, but must match when sent. */
export const ZChangePasswordInput = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string().max(LOGIN_PASSWORD_MAX).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** The change-password form: confirmPassword required. */
export const ZChangePasswordForm = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z
      .string({ error: /*i18n*/ 'Please confirm your new password' })
      .min(1, { message: /*i18n*/ 'Please confirm your new password' }),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

/** `POST /api/user/email`: the new address gets a code; the current password proves who asks. */
export const ZEmailChangeInput = z.object({
  newEmail: emailSchema('Please enter a valid email address'),
  password: currentPassword,
});
export type TEmailChangeInput = z.input<typeof ZEmailChangeInput>;

/** `POST /api/user/email/confirm`: the 6-digit code sent to the new address. */
export const ZEmailConfirmInput = z.object({
  code: z
    .string({ error: ACCOUNT_MESSAGES.codeFormat })
    .regex(/^\d{6}$/, { message: ACCOUNT_MESSAGES.codeFormat }),
});
export type TEmailConfirmInput = z.input<typeof ZEmailConfirmInput>;

/** `DELETE /api/user`: the password and the typed word. */
export const ZDeleteAccountInput = z.object({
  password: currentPassword,
  confirmation: z
    .string({ error: ACCOUNT_MESSAGES.deleteConfirmation })
    .refine((v) => v === DELETE_CONFIRMATION_WORD, {
      message: ACCOUNT_MESSAGES.deleteConfirmation,
    }),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

/** `GET /api/user/stats`: the member's own figures (My game). */
export const ZMemberStats = z.object({
  timeZone: z.string(),
  /** Hours played per local month, the last 12 months, oldest first ('YYYY-MM'). */
  months: z.array(z.object({ month: z.string(), hours: z.number() })),
  /** Played sessions by local weekday of their start, 0 = Sunday (7 entries). */
  byWeekday: z.array(z.number().int()),
  /** Played sessions by local start hour (24 entries). */
  byHour: z.array(z.number().int()),
  /** League scores over each season the member played, by match date. */
  seasons: z.array(
    z.object({
      leagueId: z.number().int(),
      leagueName: z.string(),
      gameType: z.string(),
      scores: z.array(z.object({ matchDate: z.string(), score: z.number() })),
    }),
  ),
  totalSessions: z.number().int(),
  totalHours: z.number(),
});
export type TMemberStats = z.infer<typeof ZMemberStats>;
