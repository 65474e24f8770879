import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADMIN_BOOKING_REQUIRED,
  BAY_MESSAGES,
  demoRequestSchema,
  LEAGUE_FORM_MESSAGES as L,
  LEAGUE_REGISTRATION_MESSAGES as R,
  leagueInputSchema,
  leagueRegistrationSchema,
  scoreEntrySchema,
  ZAddMemberInput,
  ZAdminBookingForm,
  ZAdminBookingInput,
  ZAdminMoveBookingInput,
  ZBayInput,
  ZDemoRequestInput,
  ZDemoStatusUpdateInput,
  ZLeagueForm,
  ZLeagueInput,
  ZMemberBookingInput,
  ZMemberEditInput,
  ZOperatingHoursInput,
  ZScoreUpdateInput,
} from './index';

/** The messages a schema reports for an input, by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('demo request', () => {
  const ok = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'Ann@Example.com',
    phone: '2105550100',
    preferredDate: '2026-03-20T17:00:00.000Z',
    preferredTime: 'Morning',
    heardFrom: 'Google Search',
  };
  it('accepts a complete request and normalises the e-mail', () => {
    expect(ZDemoRequestInput.parse(ok).email).toBe('ann@example.com');
  });
  it('every message of spec 5', () => {
    expect(
      messages(ZDemoRequestInput, {
        firstName: ' ',
        lastName: '',
        email: 'nope',
        phone: '210555',
        preferredDate: '',
        preferredTime: 'Night',
        heardFrom: undefined,
      }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number is required'],
      preferredDate: ['Please select a date'],
      preferredTime: ['Please select a time'],
      heardFrom: ['Please select how you heard about us'],
    });
  });
  it.each([
    ['2026-03-08T05:59:00.000Z', false], // 11:59 PM on the 7th in Chicago: before today
    ['2026-03-08T06:00:00.000Z', true], // local midnight today
    ['2026-06-08T23:00:00-05:00', true], // the last day of the window
    ['2026-06-09T17:00:00.000Z', false],
  ])('date window from today 2026-03-08 (Chicago): %s ok %s', (preferredDate, valid) => {
    const result = messages(demoRequestSchema('2026-03-08', 'America/Chicago'), {
      ...ok,
      preferredDate,
    });
    expect(result).toEqual(
      valid ? {} : { preferredDate: ['Please choose a date between today and 3 months from now.'] },
    );
  });
  it('status update: a known status, notes optional', () => {
    expect(ZDemoStatusUpdateInput.parse({ status: 'no-show', notes: '' })).toEqual({
      status: 'no-show',
      notes: null,
    });
    expect(ZDemoStatusUpdateInput.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('member booking', () => {
  it('takes a duration or an end time and ignores price and isPeak', () => {
    expect(
      ZMemberBookingInput.parse({ startTime: '2026-03-10T15:00:00Z', durationMinutes: 90 }),
    ).toEqual({
      startTime: new Date('2026-03-10T15:00:00Z'),
      durationMinutes: 90,
      joinWaitlist: false,
      guests: [],
    });
    expect(
      ZMemberBookingInput.parse({
        startTime: '2026-03-10T15:00:00Z',
        endTime: '2026-03-10T19:00:00Z',
        price: 1,
        isPeak: false,
        joinWaitlist: true,
      }),
    ).toEqual({
      startTime: new Date('2026-03-10T15:00:00Z'),
      durationMinutes: 240,
      joinWaitlist: true,
      guests: [],
    });
  });
  it.each([
    { durationMinutes: 0 },
    { durationMinutes: 270 },
    { durationMinutes: 45 },
    { endTime: '2026-03-10T15:10:00Z' },
    {},
  ])('%j is refused with the duration message', (extra) => {
    expect(messages(ZMemberBookingInput, { startTime: '2026-03-10T15:00:00Z', ...extra })).toEqual({
      durationMinutes: ['Sessions last from 30 minutes to 4 hours, in 30-minute steps.'],
    });
  });
});

describe('admin booking', () => {
  it("missing fields say 'Please fill in all required fields'", () => {
    const result = messages(ZAdminBookingForm, {
      userId: '',
      bayId: undefined,
      date: '',
      startTime: '',
    });
    for (const field of ['userId', 'bayId', 'date', 'startTime'])
      expect(result[field]).toEqual([ADMIN_BOOKING_REQUIRED]);
  });
  it('durations 1 to 4 hours; default 60', () => {
    const base = { userId: '3', bayId: 1, date: '2026-03-10', startTime: '09:00' };
    expect(ZAdminBookingForm.parse(base).durationMinutes).toBe(60);
    expect(messages(ZAdminBookingForm, { ...base, durationMinutes: 30 })).toEqual({
      durationMinutes: ['Sessions last from 1 to 4 hours, in 30-minute steps.'],
    });
    expect(
      ZAdminBookingInput.safeParse({
        userId: 3,
        bayId: 1,
        startTime: '2026-03-10T15:00:00Z',
        durationMinutes: 240,
      }).success,
    ).toBe(true);
    expect(
      ZAdminMoveBookingInput.safeParse({
        bookingId: 9,
        bayId: 2,
        startTime: '2026-03-10T15:00:00Z',
        durationMinutes: 60,
      }).success,
    ).toBe(true);
  });
});

describe('member edit', () => {
  it('messages and the customer alias', () => {
    expect(
      messages(ZMemberEditInput, {
        firstName: '',
        lastName: '',
        email: 'x',
        role: 'customer',
        membershipType: 'none',
      }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
    });
    expect(
      ZMemberEditInput.parse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        role: 'customer',
        membershipType: 'member',
        phone: '',
      }),
    ).toMatchObject({ role: 'user', membershipType: 'member', phone: null });
    expect(ZAddMemberInput.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co' })).toMatchObject(
      { role: 'user', membershipType: 'none' },
    );
    expect(
      ZMemberEditInput.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        role: 'owner',
        membershipType: 'none',
      }).success,
    ).toBe(false);
  });
});

describe('bay and operating hours', () => {
  it('bay messages; blank features do not count', () => {
    expect(
      messages(ZBayInput, { name: '', type: 'Laser', locationId: 0, features: [' ', ''] }),
    ).toEqual({
      name: [BAY_MESSAGES.name],
      type: [BAY_MESSAGES.type],
      locationId: ['Location is required'],
      features: ['At least one feature is required'],
    });
    expect(
      ZBayInput.parse({
        name: 'Bay 1',
        type: 'GCQuad',
        locationId: '2',
        features: ['Lounge', ' '],
      }),
    ).toEqual({
      name: 'Bay 1',
      type: 'GCQuad',
      locationId: 2,
      features: ['Lounge'],
      isActive: true,
    });
  });
  it.each([
    ['9:00', '21:00', { startTime: ['Format must be HH:MM'] }],
    ['09:00', '21:60', { endTime: ['Format must be HH:MM'] }],
    ['24:00', '23:00', { startTime: ['Format must be HH:MM'] }],
    ['09:00', '09:00', { endTime: ['End time must be after start time'] }],
    ['09:00', '21:00', {}],
    ['18:00', '24:00', {}],
    ['18:00', '00:00', {}],
  ])('%s-%s', (startTime, endTime, expected) => {
    expect(messages(ZOperatingHoursInput, { dayOfWeek: 1, startTime, endTime })).toEqual(expected);
  });
  it.each([-1, 7, 1.5])('day of week %d is refused', (dayOfWeek) => {
    expect(
      messages(ZOperatingHoursInput, { dayOfWeek, startTime: '09:00', endTime: '10:00' }).dayOfWeek,
    ).toEqual([BAY_MESSAGES.dayOfWeek]);
  });
});

describe('league form', () => {
  const ok = {
    name: 'Spring League',
    description: 'Weekly nine holes',
    location: 'San Antonio',
    locationId: 1,
    format: 'league',
    teamType: 'individual',
    gameType: 'lowscore',
    startDate: '2026-03-16',
    endDate: '2026-04-27',
    dayOfWeek: 1,
    startTime: '18:00',
    endTime: '20:00',
    durationWeeks: 6,
    capacity: 12,
    numberofBays: 1,
    fee: 99,
  };
  it('accepts the defaults', () => expect(ZLeagueForm.safeParse(ok).success).toBe(true));
  it.each([
    [{ name: '' }, 'name', L.name],
    [{ capacity: 1 }, 'capacity', 'Capacity must be at least 2'],
    [{ capacity: 2 }, 'capacity', null],
    [{ capacity: 40 }, 'capacity', null],
    [{ capacity: 41 }, 'capacity', 'Capacity cannot exceed 40'],
    [{ fee: 0.99 }, 'fee', 'Fee must be at least $1'],
    [{ fee: 1 }, 'fee', null],
    [{ durationWeeks: 0 }, 'durationWeeks', 'Duration must be at least 1 week'],
    [{ durationWeeks: 1 }, 'durationWeeks', null],
    [{ durationWeeks: 12 }, 'durationWeeks', null],
    [{ durationWeeks: 13 }, 'durationWeeks', 'Duration cannot exceed 12 weeks'],
    [{ numberofBays: 0 }, 'numberofBays', L.numberOfBays],
    [{ numberofBays: 5 }, 'numberofBays', L.numberOfBays],
    [{ description: '' }, 'description', L.description],
    [{ location: '' }, 'location', L.location],
    [{ locationId: 0 }, 'locationId', L.location],
    [{ format: 'cup' }, 'format', L.format],
    [{ teamType: 'trio' }, 'teamType', L.teamType],
    [{ gameType: 'stableford' }, 'gameType', L.gameType],
    [{ startDate: '' }, 'startDate', L.startDate],
    [{ endDate: '2026-03-16' }, 'endDate', L.endAfterStart],
    [{ dayOfWeek: 7 }, 'dayOfWeek', L.dayOfWeek],
    [{ startTime: '6 PM' }, 'startTime', L.startTime],
    [{ endTime: '' }, 'endTime', L.endTime],
  ])('%j -> %s: %s', (change, field, message) => {
    const result = messages(ZLeagueForm, { ...ok, ...change });
    expect(result[field]).toEqual(message ? [message] : undefined);
  });
  it("the API payload's duplicates fill missing fields", () => {
    const rest: Record<string, unknown> = { ...ok };
    delete rest.capacity;
    delete rest.fee;
    delete rest.numberofBays;
    const parsed = ZLeagueInput.parse({
      ...rest,
      maxParticipants: 16,
      price: 120,
      numBays: '2',
      currentParticipants: 5,
      status: 'active',
    });
    expect(parsed).toMatchObject({ capacity: 16, fee: 120, numberofBays: 2 });
    expect(parsed).not.toHaveProperty('status');
  });
  it('the start date may not be before today', () => {
    expect(messages(leagueInputSchema('2026-03-17'), ok)).toEqual({ startDate: [L.startNotPast] });
    expect(messages(leagueInputSchema('2026-03-16'), ok)).toEqual({});
  });
});

describe('league registration', () => {
  it("a league must be chosen: 'Please select a league'", () => {
    expect(messages(leagueRegistrationSchema('individual'), { leagueId: '' })).toEqual({
      leagueId: [R.league],
    });
    expect(
      leagueRegistrationSchema('individual').parse({ leagueId: 4, teamNumber: 3 }),
    ).toMatchObject({
      leagueId: 4,
      paymentMethod: 'cash',
      teamNumber: null,
    });
  });
  it('scramble needs both players', () => {
    expect(
      messages(leagueRegistrationSchema('scramble'), {
        leagueId: 4,
        player1Name: 'A',
        player1Email: 'x',
        player2Name: ' ',
        player2Email: '',
      }),
    ).toEqual({
      player1Name: ['Player 1 name is required'],
      player1Email: ['Please enter a valid email for Player 1'],
      player2Name: ['Player 2 name is required'],
      player2Email: ['Please enter a valid email for Player 2'],
    });
    expect(
      leagueRegistrationSchema('scramble').safeParse({
        leagueId: 4,
        player1Name: 'Al',
        player1Email: 'al@x.co',
        player2Name: 'Bo',
        player2Email: 'bo@x.co',
      }).success,
    ).toBe(true);
  });
});

describe('score entry', () => {
  const base = { leagueId: 1, userId: 2, matchDate: '2026-03-16' };
  it.each([
    ['matchplay', '0.5', 0.5, null],
    ['matchplay', 1, 1, null],
    ['matchplay', '2', null, 'Score must be 0 (Loss), 0.5 (Tie), or 1 (Win).'],
    ['lowscore', '72', 72, null],
    ['lowscore', '72.5', null, 'Score must be a number.'],
    ['lowscore', 'abc', null, 'Score must be a number.'],
  ] as const)('%s %j', (gameType, score, value, message) => {
    const schema = scoreEntrySchema(gameType);
    if (message) expect(messages(schema, { ...base, score })).toEqual({ score: [message] });
    else expect(schema.parse({ ...base, score })).toMatchObject({ score: value, teamNumber: 0 });
  });
  it('an update needs a number', () => {
    expect(messages(ZScoreUpdateInput, { score: '' })).toEqual({
      score: ['Score must be a number.'],
    });
    expect(messages(ZScoreUpdateInput, { score: true })).toEqual({
      score: ['Score must be a number.'],
    });
    expect(ZScoreUpdateInput.parse({ score: '0.5' }).score).toBe(0.5);
  });
});
