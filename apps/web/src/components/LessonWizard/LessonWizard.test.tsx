import type { TLessonAvailability } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Handler } from '../../test-utils';
import { failWith, fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { LessonWizard } from './LessonWizard';

// Monday 23 November 2026, 9:00 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T15:00:00.000Z');
const COACHES = [
  {
    id: 3,
    firstName: 'Maya',
    lastName: 'Swing',
    name: 'Maya Swing',
    bio: 'PGA teaching professional',
    hourlyRate: 80,
    isActive: true,
    hours: [{ dayOfWeek: 1, startTime: '10:00', endTime: '12:00' }],
  },
];

function day(includedLeft: number): TLessonAvailability {
  return {
    locationId: 1,
    timeZone: 'America/Chicago',
    date: '2026-11-23',
    bookableDays: ['2026-11-23', '2026-11-24'],
    includedLeft,
    coaches: COACHES,
    slots: [
      {
        start: '2026-11-23T16:00:00.000Z',
        end: '2026-11-23T17:00:00.000Z',
        label: '10:00 AM',
        coachIds: [3],
      },
    ],
  };
}

function renderWizard(handlers: Record<string, Handler>) {
  const api = fakeApi({ 'lessons.coaches': ok(COACHES), ...handlers });
  return { ...renderWithProviders(<LessonWizard />, { api }), api };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('LessonWizard', () => {
  it('shows "Included in your plan" before confirming while the plan has a lesson left, and books it', async () => {
    const { user, api } = renderWizard({
      'lessons.availability': ok(day(1)),
      'lessons.create': ok({
        id: 9,
        userId: 7,
        coachId: 3,
        coachName: 'Maya Swing',
        bayId: 1,
        bayName: 'Bay 1',
        startTime: '2026-11-23T16:00:00.000Z',
        endTime: '2026-11-23T17:00:00.000Z',
        durationMinutes: 60,
        price: 0,
        priceCents: 0,
        isIncluded: true,
        status: 'confirmed',
        createdAt: '2026-11-23T15:00:00.000Z',
      }),
    });
    expect(screen.getByRole('button', { name: 'Book Lesson' })).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    const summary = screen.getByRole('alert', { name: 'Your lesson' });
    expect(summary).toHaveTextContent('Maya Swing · 11/23/26, 10:00 AM - 11:00 AM');
    expect(summary).toHaveTextContent('Price: Included in your plan');
    await user.click(screen.getByRole('button', { name: 'Book Lesson' }));
    expect(await screen.findByText('Lesson booked!')).toBeVisible();
    expect(api.inputsOf('lessons.create')).toEqual([
      { startTime: '2026-11-23T16:00:00.000Z', durationMinutes: 60, coachId: null },
    ]);
  });

  it('shows each coach with bio, rate and days; Choose picks the coach', async () => {
    const { user, api } = renderWizard({ 'lessons.availability': ok(day(0)) });
    const card = await screen.findByRole('listitem', { name: 'Maya Swing' });
    expect(card).toHaveTextContent('PGA teaching professional');
    expect(card).toHaveTextContent('$80 an hour · Mon');
    await user.click(within(card).getByRole('button', { name: 'Choose Maya' }));
    expect(screen.getByRole('combobox', { name: 'Coach' })).toHaveValue('Maya Swing · $80/h');
    expect(api.inputsOf('lessons.availability')).toContainEqual({
      date: '2026-11-23',
      durationMinutes: 60,
      coachId: 3,
    });
  });

  it("shows the coach's rate for the length when no included lesson is left", async () => {
    const { user } = renderWizard({ 'lessons.availability': ok(day(0)) });
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    expect(screen.getByRole('alert', { name: 'Your lesson' })).toHaveTextContent('Price: $80');
  });

  it('asks for the chosen coach, and says why a booking failed', async () => {
    const { user, api } = renderWizard({
      'lessons.availability': ok(day(0)),
      'lessons.create': failWith(409, {
        message: 'That coach is already booked at that time.',
        code: 'COACH_TAKEN',
      }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Coach' }));
    await user.click(await screen.findByRole('option', { name: 'Maya Swing · $80/h' }));
    expect(api.inputsOf('lessons.availability')).toContainEqual({
      date: '2026-11-23',
      durationMinutes: 60,
      coachId: 3,
    });
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Lesson' }));
    const toast = await screen.findByText('Lesson not booked');
    expect(
      within(toast.closest('[role="alert"]') ?? document.body).getByText(
        'That coach is already booked at that time.',
      ),
    ).toBeVisible();
  });

  it('shows the club waiver first when the member has not accepted it, and books after "I agree"', async () => {
    const { user, api } = renderWizard({
      'lessons.availability': ok(day(0)),
      'waiver.current': ok({ enabled: true, version: 2, text: 'Play safe.', accepted: false }),
      'waiver.accept': ok({ version: 2, acceptedAt: NOW.toISOString() }),
      'lessons.create': failWith(409, { message: 'That coach is already booked.', code: 'X' }),
    });
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Club waiver' });
    expect(await within(dialog).findByText('Play safe.')).toBeVisible();
    expect(api.inputsOf('lessons.create')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Lesson not booked')).toBeVisible();
    expect(api.inputsOf('waiver.accept')).toEqual([{ version: 2 }]);
    expect(api.inputsOf('lessons.create')).toHaveLength(1);
  });

  it('keeps the fields behind a placeholder until the coaches are known, so the cards never push them away', async () => {
    let answer: (value: Answer) => void = () => {};
    renderWizard({
      'lessons.availability': ok(day(1)),
      'lessons.coaches': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('status', { name: 'Loading coaches' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Coach' })).toBeNull();
    answer(ok(COACHES));
    expect(await screen.findByRole('combobox', { name: 'Coach' })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Maya Swing' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading coaches' })).toBeNull();
  });
});
