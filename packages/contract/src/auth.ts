import { z } from 'zod';
import { ZMembershipType, ZRoleInput } from './user';

const email = (message: string) => z.string().trim().toLowerCase().pipe(z.email({ message }));

/** Login: the e-mail is sent as `username`. */
export const ZLoginInput = z.object({
  username: email('Please enter a valid email'),
  password: z.string().min(6, { message: 'Password must be at least 6 characters' }),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

const registerFields = {
  email: email('Please enter a valid email address'),
  password: z.string().min(6, { message: 'Password must be at least 6 characters' }),
  firstName: z.string().trim().min(1, { message: 'First name is required' }),
  lastName: z.string().trim().min(1, { message: 'Last name is required' }),
  phone: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
};

/**
 * Registration as the API takes it. The spec's payload also carries membershipType,
 * hoursRemaining, username and role: they are accepted and ignored (registration always creates
 * role `user`, membership `none`, username = e-mail).
 */
export const ZRegisterInput = z.object({
  ...registerFields,
  membershipType: ZMembershipType.optional(),
  hoursRemaining: z.number().optional(),
  username: z.string().optional(),
  role: ZRoleInput.optional(),
});
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/** The register form: adds confirmPassword, checked against password. */
export const ZRegisterForm = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(6, { message: 'Confirm password is required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type TRegisterForm = z.input<typeof ZRegisterForm>;

export const ZForgotPasswordInput = z.object({
  email: email('Please enter a valid email address'),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

const resetCode = z.string().regex(/^\d{6}$/, { message: 'Reset code must be 6 digits' });

export const ZVerifyResetCodeInput = z.object({
  email: email('Please enter a valid email address'),
  resetCode,
});
export type TVerifyResetCodeInput = z.infer<typeof ZVerifyResetCodeInput>;

const newPassword = z.string().min(6, { message: 'New password must be at least 6 characters' });

export const ZResetPasswordInput = z.object({
  email: email('Please enter a valid email address'),
  resetCode,
  newPassword,
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** The new-password form (step 3 of Reset): adds confirmPassword. */
export const ZNewPasswordForm = z
  .object({
    newPassword,
    confirmPassword: z.string().min(6, { message: 'Please confirm your new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** Answer of the reset-flow calls: ok plus a human message. */
export const ZOkOutput = z.object({ ok: z.literal(true), message: z.string() });
export type TOkOutput = z.infer<typeof ZOkOutput>;
