import { describe, expect, it } from 'vitest';
import {
  ZChangePasswordForm,
  ZChangePasswordInput,
  ZDeleteAccountInput,
  ZEmailChangeInput,
  ZEmailConfirmInput,
  ZProfileInput,
} from './account';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('the Profile tab schemas', () => {
  it.each([
    [{ firstName: 'Ann', lastName: 'Lee' }, null],
    [{ firstName: '', lastName: 'Lee' }, 'First name is required'],
    [{ firstName: 'Ann', lastName: '' }, 'Last name is required'],
    [{ firstName: 'A'.repeat(61), lastName: 'Lee' }, 'Please use at most 60 characters'],
  ])('profile %j -> %s', (input, message) => {
    expect(firstMessage(ZProfileInput.safeParse(input))).toBe(message);
  });

  it('turns a blank phone into none', () => {
    expect(ZProfileInput.parse({ firstName: 'A', lastName: 'B', phone: '' }).phone).toBeNull();
  });

  it.each([
    [{ currentPassword: 'old-one', newPassword: 'Fairway-42' }, null],
    [{ currentPassword: '', newPassword: 'Fairway-42' }, 'Please enter your current password'],
    [
      { currentPassword: 'old', newPassword: 'Abc1234' },
      'New password must be at least 8 characters',
    ],
    [{ currentPassword: 'old', newPassword: 'Tee-Off8' }, null],
    [
      { currentPassword: 'old', newPassword: 'password123' },
      'This password is too common. Please choose another.',
    ],
    [
      { currentPassword: 'old', newPassword: 'Fairway-42', confirmPassword: 'Fairway-43' },
      'Passwords do not match',
    ],
  ])('change password %j -> %s', (input, message) => {
    expect(firstMessage(ZChangePasswordInput.safeParse(input))).toBe(message);
  });

  it('the form asks for the confirmation, the API does not', () => {
    const input = { currentPassword: 'old', newPassword: 'Fairway-42' };
    expect(ZChangePasswordInput.safeParse(input).success).toBe(true);
    expect(firstMessage(ZChangePasswordForm.safeParse(input))).toBe(
      'Please confirm your new password',
    );
  });

  it.each([
    [{ newEmail: 'New@Example.com', password: 'p' }, null],
    [{ newEmail: 'not-an-address', password: 'p' }, 'Please enter a valid email address'],
    [{ newEmail: 'a@b.co', password: '' }, 'Please enter your current password'],
  ])('e-mail change %j -> %s', (input, message) => {
    expect(firstMessage(ZEmailChangeInput.safeParse(input))).toBe(message);
  });

  it('lower-cases the new address', () => {
    expect(ZEmailChangeInput.parse({ newEmail: ' New@Example.com ', password: 'p' }).newEmail).toBe(
      'new@example.com',
    );
  });

  it.each([
    ['123456', null],
    ['12345', 'The code must be 6 digits'],
    ['1234567', 'The code must be 6 digits'],
    ['12a456', 'The code must be 6 digits'],
  ])('code %s -> %s', (code, message) => {
    expect(firstMessage(ZEmailConfirmInput.safeParse({ code }))).toBe(message);
  });

  it.each([
    ['DELETE', null],
    ['delete', 'Type DELETE to confirm'],
    [' DELETE', 'Type DELETE to confirm'],
    ['', 'Type DELETE to confirm'],
  ])('deletion typed %j -> %s', (confirmation, message) => {
    expect(firstMessage(ZDeleteAccountInput.safeParse({ password: 'p', confirmation }))).toBe(
      message,
    );
  });
});
