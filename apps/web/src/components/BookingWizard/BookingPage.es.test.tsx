import type { TAvailability } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import BookingPage from '../../pages/BookingPage';
import { fakeApi, member, ok, renderWithProviders, screen } from '../../test-utils';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };
// Monday 23 November 2026, noon in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T18:00:00.000Z');

const AVAILABILITY: TAvailability = {
  locationId: 1,
  timeZone: 'America/Chicago',
  date: '2026-11-23',
  bookableDays: ['2026-11-23', '2026-11-24', '2026-11-25'],
  bookedMinutes: 0,
  dailyLimitReached: false,
  plan: { tier: 'starter', minutesLeft: 240 },
  guestCharges: [],
  slots: [
    {
      start: '2026-11-23T20:00:00.000Z',
      end: '2026-11-23T21:00:00.000Z',
      label: '2:00 PM',
      status: 'offPeak',
      bayId: 1,
      priceCents: 0,
      reason: null,
    },
    {
      start: '2026-11-23T23:00:00.000Z',
      end: '2026-11-24T00:00:00.000Z',
      label: '5:00 PM',
      status: 'unavailable',
      bayId: null,
      priceCents: null,
      reason: 'offPeakOnly',
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

describe('the booking page in Spanish', () => {
  it('reads in Spanish, its days, times and plan line in Spanish words, with no axe violation', async () => {
    // The route's lazy() loads the page's catalog with the page.
    await loadCatalog('BookingPage');
    await activateLocale('es');
    const api = fakeApi({
      'auth.me': ok(member({ membershipType: 'starter' })),
      'bookings.availability': ok(AVAILABILITY),
    });
    const { container, user } = renderWithProviders(<BookingPage />, { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserve un simulador de golf' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('Elegir horario', {}, SLOW)).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Hoy.*lunes, 23 de noviembre de 2026$/ }),
    ).toBeVisible();
    expect(screen.getByText('Tarde')).toBeVisible();
    expect(
      screen.getByText(
        'Su plan Starter solo reserva fuera del horario pico. Los horarios pico aparecen como no disponibles.',
      ),
    ).toBeVisible();
    // a start in Spanish time, and a peak one a Starter cannot book, with its reason
    expect(
      screen.getByRole('button', {
        name: /^2:00\sp\.\s?m\., Disponible \(fuera del horario pico\)/,
      }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', {
        name: /^5:00\sp\.\s?m\., No disponible: Su plan Starter solo reserva fuera del horario pico\./,
      }),
    ).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^2:00\sp\.\s?m\./ }));
    await user.click(screen.getByRole('button', { name: /Confirmar el horario/ }));
    expect(await screen.findByRole('heading', { name: 'Confirme su sesión' })).toBeVisible();
    const summary = screen.getByLabelText('Resumen de la sesión');
    expect(summary).toHaveTextContent('lunes, 23 de noviembre de 2026');
    expect(summary).toHaveTextContent('1 hora');
    expect(summary).toHaveTextContent(
      'Incluido en su plan Starter: 1 h de 4 h disponibles este mes',
    );
    expect(screen.getByRole('button', { name: 'Confirmar la reserva' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);
});
