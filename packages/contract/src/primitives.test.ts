import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  boundedText,
  emailSchema,
  isCommonPassword,
  MAX_ID,
  nameSchema,
  newPasswordSchema,
  PASSWORD_MESSAGES as P,
  PRIMITIVE_MESSAGES,
  ZBookingIdInput,
  ZDemoStatusUpdateInput,
  ZId,
  ZNewPasswordForm,
  ZOptionalNote,
  ZOptionalPhone,
  ZPageInput,
  ZRegisterForm,
  ZRegisterInput,
  ZResetPasswordInput,
  ZScoreInput,
} from './index';

function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('ids', () => {
  it.each([
    [1, true],
    ['1', true],
    [MAX_ID, true],
    [String(MAX_ID), true],
    [MAX_ID + 1, false],
    ['9007199254740993', false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['abc', false],
    ['', false],
    [null, false],
  ])('%s is an id: %s', (value, ok) => {
    expect(ZId.safeParse(value).success).toBe(ok);
    expect(ZBookingIdInput.safeParse({ id: value }).success).toBe(ok);
  });

  it('no integer outside 1..2^31-1 passes, every one inside does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger()), (n) => {
        expect(ZId.safeParse(n).success).toBe(n >= 1 && n <= MAX_ID);
        expect(ZId.safeParse(String(n)).success).toBe(n >= 1 && n <= MAX_ID);
      }),
    );
  });
});

describe('bounded text', () => {
  const name = nameSchema('First name is required');
  it.each([
    ['', 'First name is required'],
    ['   ', 'First name is required'],
    ['A', null],
    ['x'.repeat(60), null],
    [` ${'x'.repeat(60)} `, null],
    ['x'.repeat(61), PRIMITIVE_MESSAGES.tooLong(60)],
    ['x'.repeat(200_000), PRIMITIVE_MESSAGES.tooLong(60)],
    ['Ann\u0000', PRIMITIVE_MESSAGES.controlCharacters],
    ['Ann\nLee', PRIMITIVE_MESSAGES.controlCharacters],
    ['Ann\u007f', PRIMITIVE_MESSAGES.controlCharacters],
    ['Ann\u0085', PRIMITIVE_MESSAGES.controlCharacters],
    ['Zoë Ōkubo-Ñúñez', null],
  ])('name %j -> %s', (value, message) => {
    expect(firstMessage(name, value)).toBe(message);
  });

  it.each([
    ['a@b.co', null],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`, null],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`, 'bad'],
    ['a\u0000@b.co', 'bad'],
  ])('e-mail %s (at most 254) -> %s', (value, message) => {
    expect(firstMessage(emailSchema('bad'), value)).toBe(message);
  });

  it.each([
    ['x'.repeat(30), null],
    ['x'.repeat(31), PRIMITIVE_MESSAGES.tooLong(30)],
    ['210\u0000555', PRIMITIVE_MESSAGES.controlCharacters],
  ])('phone %j -> %s', (value, message) => {
    expect(firstMessage(ZOptionalPhone, value)).toBe(message);
  });

  it.each([
    ['line one\nline two\ttabbed\r\n', null],
    ['x'.repeat(2000), null],
    ['x'.repeat(2001), PRIMITIVE_MESSAGES.tooLong(2000)],
    ['note\u0000', PRIMITIVE_MESSAGES.controlCharacters],
  ])('note %j -> %s', (value, message) => {
    expect(firstMessage(ZOptionalNote, value)).toBe(message);
    expect(firstMessage(ZDemoStatusUpdateInput, { status: 'pending', notes: value })).toBe(message);
  });

  it('accepted text never holds a control character (other than in multi-line text)', () => {
    const single = boundedText({ max: 100 });
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('\u0000', '\n', '\u0085', '\u007f', '\t', 'é'),
            fc.string({ minLength: 1, maxLength: 1 }),
          ),
          maxLength: 120,
        }),
        (s) => {
          const parsed = single.safeParse(s);
          if (parsed.success) expect(parsed.data).not.toMatch(/\p{Cc}/u);
          if (parsed.success) expect(parsed.data.length).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('password policy (DECISIONS.md, Passwords)', () => {
  it.each([
    ['abc1234', P.min],
    ['Abc!2345', null],
    ['x7'.repeat(64), null],
    [`${'x7'.repeat(64)}z`, P.max],
    ['123456', P.min],
    ['password', P.common],
    ['Password1', P.common],
    ['PASSWORD', P.common],
    ['qwerty123', P.common],
    ['iloveyou', P.common],
    ['secret123', null],
    ['correct horse battery', null],
  ])('register %j -> %s', (value, message) => {
    expect(firstMessage(newPasswordSchema('register'), value)).toBe(message);
  });

  it.each([
    ['short', P.resetMin],
    [`${'y8'.repeat(64)}z`, P.resetMax],
    ['12345678', P.common],
    ['Fresh-Start-42', null],
  ])('reset %j -> %s', (value, message) => {
    expect(firstMessage(newPasswordSchema('reset'), value)).toBe(message);
  });

  it('knows the 10,000 common passwords and nothing made up', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('trustno1')).toBe(true);
    expect(isCommonPassword('')).toBe(false);
    expect(isCommonPassword('Inside9-Admin!')).toBe(false);
  });

  const register = {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    password: 'Tee-Time-2026',
  };

  it('the API takes registration without confirmPassword, but a sent one must match', () => {
    expect(ZRegisterInput.safeParse(register).success).toBe(true);
    expect(
      ZRegisterInput.safeParse({ ...register, confirmPassword: register.password }).success,
    ).toBe(true);
    expect(firstMessage(ZRegisterInput, { ...register, confirmPassword: 'Tee-Time-2027' })).toBe(
      P.mismatch,
    );
  });

  it('the API takes a reset without confirmPassword, but a sent one must match', () => {
    const reset = { email: 'ann@example.com', resetCode: '123456', newPassword: 'Fresh-Start-42' };
    expect(ZResetPasswordInput.safeParse(reset).success).toBe(true);
    expect(firstMessage(ZResetPasswordInput, { ...reset, confirmPassword: 'Fresh-Start-43' })).toBe(
      P.mismatch,
    );
  });

  it('the forms show the policy messages', () => {
    expect(
      firstMessage(ZRegisterForm, {
        ...register,
        password: 'letmein1',
        confirmPassword: 'letmein1',
      }),
    ).toBe(P.common);
    expect(firstMessage(ZNewPasswordForm, { newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      P.resetMin,
    );
  });
});

describe('other bounds', () => {
  it.each([
    [{}, { limit: 100, offset: 0 }],
    [
      { limit: '500', offset: '10' },
      { limit: 500, offset: 10 },
    ],
    [{ limit: 501 }, null],
    [{ limit: 0 }, null],
    [{ offset: -1 }, null],
  ])('page %j -> %j', (input, parsed) => {
    const result = ZPageInput.safeParse(input);
    expect(result.success ? result.data : null).toEqual(parsed);
  });

  it.each([
    ['2026-03-02', true],
    ['2026-03-02T00:00:00Z', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['9999-99-99', false],
  ])('a score match date %s is valid: %s', (matchDate, ok) => {
    const input = { leagueId: 1, userId: 2, matchDate, score: 72 };
    expect(ZScoreInput.safeParse(input).success).toBe(ok);
  });

  it.each([
    [72, true],
    ['1e308', false],
    [1e12, false],
    ['7'.repeat(40), false],
  ])('a score %s is storable: %s', (score, ok) => {
    expect(
      ZScoreInput.safeParse({ leagueId: 1, userId: 2, matchDate: '2026-03-02', score }).success,
    ).toBe(ok);
  });
});
