import { z } from 'zod';
import {
  emailSchema,
  LOGIN_PASSWORD_MAX,
  nameSchema,
  newPasswordSchema,
  PASSWORD_MESSAGES,
  ZOptionalPhone,
} from './primitives';
import { ZMembershipType, ZRoleInput } from './user';

/** Login: the e-mail is sent as `username`. Existing passwords keep the old 6-character minimum. */
export const ZLoginInput = z.object({
  username: emailSchema(/*i18n*/ 'Please enter a valid email'),
  password: z
    .string({ error: /*i18n*/ 'Password must be at least 6 characters' })
    .min(6, { message: /*i18n*/ 'Password must be at least 6 characters' })
    .max(LOGIN_PASSWORD_MAX, { message: PASSWORD_MESSAGES.max }),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

const registerFields = {
  email: emailSchema('Please enter a valid email address'),
  password: newPasswordSchema('register'),
  firstName: nameSchema(/*i18n*/ 'First name is required'),
  lastName: nameSchema(/*i18n*/ 'Last name is required'),
  phone: ZOptionalPhone,
};

/** confirmPassword, when sent, must equal the password (DECISIONS.md, Passwords). */
function confirmationMatches(password: string, confirmPassword: string | undefined): boolean {
  return confirmPassword === undefined || confirmPassword === password;
}

/**
 * Registration as the API takes it. The spec's payload also carries membershipType,
 * hoursRemaining, username and role: they are accepted and ignored (registration always creates
 * role `user`, membership `none`, username = e-mail). confirmPassword stays optional (the spec's
 * client strips it) but must match when sent.
 */
export const ZRegisterInput = z
  .object({
    ...registerFields,
    confirmPassword: z.string().max(LOGIN_PASSWORD_MAX).optional(),
    membershipType: ZMembershipType.optional(),
    hoursRemaining: z.number().optional(),
    username: z.string().max(LOGIN_PASSWORD_MAX).optional(),
    role: ZRoleInput.optional(),
  })
  .refine((v) => confirmationMatches(v.password, v.confirmPassword), {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/** The register form: adds confirmPassword, checked against password. */
export const ZRegisterForm = z
  .object({
    ...registerFields,
    confirmPassword: z
      .string({ error: /*i18n*/ 'Confirm password is required' })
      .min(1, { message: /*i18n*/ 'Confirm password is required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TRegisterForm = z.input<typeof ZRegisterForm>;

export const ZForgotPasswordInput = z.object({
  email: emailSchema('Please enter a valid email address'),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

const resetCode = z
  .string({ error: /*i18n*/ 'Reset code must be 6 digits' })
  .regex(/^\d{6}$/, { message: /*i18n*/ 'Reset code must be 6 digits' });

export const ZVerifyResetCodeInput = z.object({
  email: emailSchema('Please enter a valid email address'),
  resetCode,
});
export type TVerifyResetCodeInput = z.infer<typeof ZVerifyResetCodeInput>;

const newPassword = newPasswordSchema('reset');

/** Reset: confirmPassword optional, as on register, but must match when sent. */
export const ZResetPasswordInput = z
  .object({
    email: emailSchema('Please enter a valid email address'),
    resetCode,
    newPassword,
    confirmPassword: z.string().max(LOGIN_PASSWORD_MAX).optional(),
  })
  .refine((v) => confirmationMatches(v.newPassword, v.confirmPassword), {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** The new-password form (step 3 of Reset): adds confirmPassword. */
export const ZNewPasswordForm = z
  .object({
    newPassword,
    confirmPassword: z
      .string({ error: /*i18n*/ 'Please confirm your new password' })
      .min(1, { message: /*i18n*/ 'Please confirm your new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** Answer of the reset-flow calls: ok plus a human message. */
export const ZOkOutput = z.object({ ok: z.literal(true), message: z.string() });
export type TOkOutput = z.infer<typeof ZOkOutput>;
