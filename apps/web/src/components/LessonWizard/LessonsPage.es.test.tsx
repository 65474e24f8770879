import type { TLessonAvailability } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import LessonsPage from '../../pages/LessonsPage';
import { fakeApi, member, ok, renderWithProviders, screen } from '../../test-utils';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };
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
    hours: [
      { dayOfWeek: 1, startTime: '10:00', endTime: '12:00' },
      { dayOfWeek: 3, startTime: '10:00', endTime: '12:00' },
    ],
  },
];
const DAY: TLessonAvailability = {
  locationId: 1,
  timeZone: 'America/Chicago',
  date: '2026-11-23',
  bookableDays: ['2026-11-23', '2026-11-24'],
  includedLeft: 1,
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  vi.useRealTimers();
  await activateLocale('en');
});

describe('the lessons page in Spanish', () => {
  it('reads in Spanish, the coach, times and price in Spanish words, with no axe violation', async () => {
    await loadCatalog('LessonsPage');
    await activateLocale('es');
    const api = fakeApi({
      'auth.me': ok(member({ membershipType: 'pro' })),
      'lessons.coaches': ok(COACHES),
      'lessons.availability': ok(DAY),
    });
    const { container, user } = renderWithProviders(<LessonsPage />, { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserve una clase' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('$80 la hora · lun, mié', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elegir a Maya' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Día' })).toHaveValue(
      'lunes, 23 de noviembre de 2026',
    );
    expect(screen.getByRole('heading', { name: 'Hora de inicio' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(await screen.findByRole('radio', { name: /^10:00\sa\.\s?m\.$/ }));
    const lesson = screen.getByRole('alert', { name: 'Su clase' });
    expect(lesson).toHaveTextContent('Precio: Incluida en su plan');
    expect(screen.getByRole('button', { name: 'Reservar la clase' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);
});
