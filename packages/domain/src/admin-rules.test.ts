import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  adminDayOf,
  adminScheduleViolation,
  adminWindowViolation,
  assertMemberChangeAllowed,
  isWithinAdminWindow,
  memberChangeViolation,
  moveViolation,
} from './admin-rules';
import { DomainError } from './errors';
import { atLocalTime } from './time';

const CHI = 'America/Chicago';
const at = (date: string, time: string) => atLocalTime(date, time, CHI);
const NOW = at('2026-11-23', '09:00');

describe('the admin 60-day window', () => {
  it.each([
    ['2026-11-23', true],
    ['2027-01-21', true], // today + 59
    ['2027-01-22', false], // today + 60
  ])('a start on %s is inside: %s', (date, inside) => {
    expect(isWithinAdminWindow(at(date, '10:00'), NOW, CHI)).toBe(inside);
    expect(adminWindowViolation(at(date, '10:00'), NOW, CHI)?.message ?? null).toBe(
      inside ? null : ADMIN_MESSAGES.window,
    );
  });
});

describe('adminScheduleViolation', () => {
  const base = {
    start: at('2026-11-24', '10:00'),
    durationMinutes: 60,
    now: NOW,
    zone: CHI,
    bayIsActive: true,
    bayIsOpen: true,
    bayIsFree: true,
    memberBookings: [],
  };
  it.each([
    [{}, null],
    [{ durationMinutes: 30 }, 'duration'],
    [{ durationMinutes: 270 }, 'duration'],
    [{ start: at('2027-02-01', '10:00') }, 'window'],
    [{ start: at('2027-02-01', '10:00'), durationMinutes: 45 }, 'duration'],
    [{ bayIsActive: false }, 'bayInactive'],
    [{ bayIsOpen: false }, 'operatingHours'],
    [{ bayIsFree: false }, 'bayTaken'],
    [{ start: at('2026-11-23', '08:00') }, 'past'],
  ])('%o -> %s', (patch, rule) => {
    expect(adminScheduleViolation({ ...base, ...patch })?.rule ?? null).toBe(rule);
  });
});

describe('adminDayOf', () => {
  it.each([
    ['2026-11-24', undefined, '2026-11-24'],
    // the spec's client: its own day start and 23:59:59, here a browser in UTC
    ['2026-11-24T00:00:00.000Z', '2026-11-24T23:59:59.000Z', '2026-11-24'],
    ['2026-11-24T00:00:00.000-06:00', '2026-11-24T23:59:59.000-06:00', '2026-11-24'],
    ['2026-11-24T06:00:00.000Z', undefined, '2026-11-24'],
  ])('%s .. %s is %s', (start, end, day) => {
    expect(adminDayOf(start, end, CHI)).toBe(day);
  });
});

describe('moveViolation', () => {
  it.each([
    ['confirmed', at('2026-11-24', '10:00'), null],
    ['confirmed', at('2026-11-23', '08:30'), ADMIN_MESSAGES.moveStarted],
    ['waitlisted', at('2026-11-24', '10:00'), ADMIN_MESSAGES.moveOnlyConfirmed],
    ['cancelled', at('2026-11-24', '10:00'), ADMIN_MESSAGES.moveOnlyConfirmed],
  ])('a %s booking starting %s -> %s', (status, startTime, message) => {
    expect(moveViolation({ status, startTime }, NOW)).toBe(message);
  });
});

describe('memberChangeViolation', () => {
  const admin = { id: 1, role: 'admin' as const };
  const other = { id: 2, role: 'admin' as const };
  const customer = { id: 3, role: 'user' as const };
  it.each([
    ['edits a customer', customer, { kind: 'update', newRole: 'user' } as const, 1, null],
    ['deletes a customer', customer, { kind: 'delete' } as const, 1, null],
    ['makes a customer admin', customer, { kind: 'update', newRole: 'admin' } as const, 1, null],
    ['deletes themselves', admin, { kind: 'delete' } as const, 2, ADMIN_MESSAGES.selfDelete],
    [
      'demotes themselves',
      admin,
      { kind: 'update', newRole: 'user' } as const,
      2,
      ADMIN_MESSAGES.selfDemote,
    ],
    [
      'edits themselves, staying admin',
      admin,
      { kind: 'update', newRole: 'admin' } as const,
      1,
      null,
    ],
    [
      'demotes another admin, two left',
      other,
      { kind: 'update', newRole: 'user' } as const,
      2,
      null,
    ],
    [
      'demotes the last other admin',
      other,
      { kind: 'update', newRole: 'user' } as const,
      1,
      ADMIN_MESSAGES.lastAdmin,
    ],
    ['deletes another admin, two left', other, { kind: 'delete' } as const, 2, null],
    ['deletes the last admin', other, { kind: 'delete' } as const, 1, ADMIN_MESSAGES.lastAdmin],
  ])('an admin who %s', (_what, target, change, adminCount, message) => {
    expect(memberChangeViolation({ actorId: admin.id, target, change, adminCount })).toBe(message);
  });

  it('throws the refusal as a CONFLICT', () => {
    expect(() =>
      assertMemberChangeAllowed({
        actorId: 1,
        target: admin,
        change: { kind: 'delete' },
        adminCount: 3,
      }),
    ).toThrow(new DomainError('CONFLICT', ADMIN_MESSAGES.selfDelete));
  });
});
