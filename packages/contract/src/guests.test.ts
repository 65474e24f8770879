import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  GUEST_INPUT_MESSAGES,
  ZAddGuestInput,
  ZAdminCreateBookingInput,
  ZAdminMoveInput,
  ZBookingCreateInput,
  ZGuestInput,
  ZGuestList,
  ZGuestWaiverTokenInput,
  ZMemberBookingInput,
  ZRemoveGuestInput,
  ZWaiverAcceptInput,
  ZWaiverTextInput,
} from './index';

/** The messages a schema reports for an input, by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const TOO_MANY = 'A booking takes up to 3 guests.';
const ann = { firstName: 'Ann' };

describe('a guest', () => {
  it.each([
    ['', [GUEST_INPUT_MESSAGES.firstName]],
    ['   ', [GUEST_INPUT_MESSAGES.firstName]],
    ['A', []],
    ['a'.repeat(50), []],
    ['a'.repeat(51), ['Please use at most 50 characters']],
    ['Ann\u0000', ['Control characters are not allowed']],
  ])('first name %j', (firstName, expected) => {
    expect(messages(ZGuestInput, { firstName })['firstName'] ?? []).toEqual(expected);
  });

  it('trims the first name; the e-mail is optional, blank is none, and lower-cased', () => {
    expect(ZGuestInput.parse({ firstName: '  Ann  ' })).toEqual({ firstName: 'Ann', email: null });
    expect(ZGuestInput.parse({ firstName: 'Ann', email: '' })).toEqual({
      firstName: 'Ann',
      email: null,
    });
    expect(ZGuestInput.parse({ firstName: 'Ann', email: null }).email).toBeNull();
    expect(ZGuestInput.parse({ firstName: 'Ann', email: ' Ann@Example.COM ' }).email).toBe(
      'ann@example.com',
    );
    expect(messages(ZGuestInput, { firstName: 'Ann', email: 'not-an-address' })).toEqual({
      email: [GUEST_INPUT_MESSAGES.email],
    });
    expect(messages(ZGuestInput, {})).toEqual({ firstName: [GUEST_INPUT_MESSAGES.firstName] });
  });

  it('any first name of 1 to 50 characters without control characters is kept, trimmed', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 50, unit: 'grapheme-ascii' })
      .filter((s) => s.trim().length > 0 && !/\p{Cc}/u.test(s));
    fc.assert(
      fc.property(name, (firstName) => {
        expect(ZGuestInput.parse({ firstName }).firstName).toBe(firstName.trim());
      }),
    );
  });

  it.each([
    [0, true],
    [3, true],
    [4, false],
  ])('a list of %i guests: %s', (n, ok) => {
    const result = ZGuestList.safeParse(Array.from({ length: n }, () => ann));
    expect(result.success).toBe(ok);
    if (!ok) expect(messages(ZGuestList, Array(n).fill(ann))).toEqual({ '': [TOO_MANY] });
  });

  it('no list is no guests', () => {
    expect(ZGuestList.parse(undefined)).toEqual([]);
  });

  it('add and remove name the booking (id, as in the REST path) and the guest', () => {
    expect(ZAddGuestInput.parse({ id: '7', ...ann })).toEqual({
      id: 7,
      firstName: 'Ann',
      email: null,
    });
    expect(ZRemoveGuestInput.parse({ id: 7, guestId: 3 })).toEqual({ id: 7, guestId: 3 });
    expect(ZRemoveGuestInput.safeParse({ id: 7, guestId: 0 }).success).toBe(false);
    expect(ZAddGuestInput.safeParse({ id: 7 }).success).toBe(false);
  });
});

describe('bookings with guests', () => {
  const start = '2026-11-20T18:00:00-06:00';

  it('a member booking carries its guests; without them it has none, as before', () => {
    const withGuests = ZBookingCreateInput.parse({
      startTime: start,
      durationMinutes: 60,
      guests: [ann, { firstName: 'Bo', email: 'bo@example.com' }],
    });
    expect(withGuests).toMatchObject({
      kind: 'member',
      guests: [
        { firstName: 'Ann', email: null },
        { firstName: 'Bo', email: 'bo@example.com' },
      ],
    });
    expect(ZBookingCreateInput.parse({ startTime: start, durationMinutes: 60 }).guests).toEqual([]);
    expect(
      messages(ZBookingCreateInput, {
        startTime: start,
        durationMinutes: 60,
        guests: [ann, ann, ann, ann],
      }),
    ).toEqual({ guests: [TOO_MANY] });
    expect(
      ZMemberBookingInput.parse({ startTime: start, durationMinutes: 60, guests: [ann] }).guests,
    ).toEqual([{ firstName: 'Ann', email: null }]);
  });

  it("an admin's booking for a member carries them too", () => {
    const request = ZBookingCreateInput.parse({
      startTime: start,
      durationMinutes: 60,
      userId: 4,
      bayId: 1,
      guests: [ann],
    });
    expect(request).toMatchObject({ kind: 'admin', guests: [{ firstName: 'Ann', email: null }] });
    const add = { userId: 4, bayId: 1, startTime: start, durationMinutes: 60 };
    expect(ZAdminCreateBookingInput.parse(add).guests).toEqual([]);
    expect(ZAdminCreateBookingInput.parse({ ...add, guests: [ann] }).guests).toHaveLength(1);
    expect(ZAdminCreateBookingInput.safeParse({ ...add, guests: Array(4).fill(ann) }).success).toBe(
      false,
    );
  });

  it('a move without guests leaves them as they are; with a list it replaces them', () => {
    const move = { id: 9, bayId: 2, startTime: start, durationMinutes: 60 };
    expect(ZAdminMoveInput.parse(move).guests).toBeUndefined();
    expect(ZAdminMoveInput.parse({ ...move, guests: [] }).guests).toEqual([]);
    expect(ZAdminMoveInput.parse({ ...move, guests: [ann] }).guests).toEqual([
      { firstName: 'Ann', email: null },
    ]);
    expect(messages(ZAdminMoveInput, { ...move, guests: Array(4).fill(ann) })).toEqual({
      guests: [TOO_MANY],
    });
  });
});

describe('the waiver', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['x', true],
    ['Line one.\nLine two.', true],
    ['x'.repeat(20_000), true],
    ['x'.repeat(20_001), false],
  ])('settings text of %#', (text, ok) => {
    expect(ZWaiverTextInput.safeParse({ text }).success).toBe(ok);
  });

  it("the text is trimmed (the switch is Club Settings' waiverEnabled)", () => {
    expect(ZWaiverTextInput.parse({ text: ' Play safe. ' })).toEqual({ text: 'Play safe.' });
    expect(messages(ZWaiverTextInput, { text: '' })).toEqual({
      text: ['Waiver text is required'],
    });
  });

  it.each([
    [1, true],
    [0, false],
    [1.5, false],
    ['2', false],
  ])('accepting version %j: %s', (version, ok) => {
    expect(ZWaiverAcceptInput.safeParse({ version }).success).toBe(ok);
  });

  it.each([
    ['a'.repeat(32), true],
    ['Ab0_-'.repeat(8), true],
    ['a'.repeat(15), false],
    ['a'.repeat(129), false],
    ['abc/def+ghi=jklmnop', false],
    ['', false],
  ])('guest link token %#', (token, ok) => {
    const result = ZGuestWaiverTokenInput.safeParse({ token });
    expect(result.success).toBe(ok);
    if (!ok)
      expect(messages(ZGuestWaiverTokenInput, { token })['token']).toContain(
        'This waiver link is not valid.',
      );
  });
});
