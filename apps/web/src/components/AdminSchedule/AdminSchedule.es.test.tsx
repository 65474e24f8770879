import type { TAdminBooking, TAdminDay } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { SLOW } from './addBookingTesting';
import { AdminSchedule } from './AdminSchedule';
import { axeViolations } from '../../test-utils/axe';

// Tuesday 24 November 2026, 9 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-24T15:00:00.000Z');
const bay = (id: number) => ({
  id,
  name: `Bay ${id}`,
  type: 'Standard' as const,
  locationId: 1,
  features: ['x'],
  isActive: true,
});
const booking = (id: number, extra: Partial<TAdminBooking> = {}): TAdminBooking => ({
  id,
  userId: 10 + id,
  locationId: 1,
  bayId: 1,
  bayName: 'Bay 1',
  startTime: '2026-11-24T16:00:00.000Z',
  endTime: '2026-11-24T17:30:00.000Z',
  price: 64,
  priceCents: 6400,
  isPeak: false,
  status: 'confirmed',
  waitlistPosition: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  guests: [],
  firstName: 'Ana',
  lastName: `Member${id}`,
  email: `ana${id}@example.com`,
  createdByAdmin: true,
  checkedInAt: null,
  checkedInBy: null,
  ...extra,
});
const DAY: TAdminDay = {
  date: '2026-11-24',
  timeZone: 'America/Chicago',
  locationId: 1,
  bays: [bay(1), bay(2)],
  bookings: [
    booking(1),
    booking(2, { status: 'waitlisted', bayId: null, bayName: null, waitlistPosition: 1 }),
  ],
  lessons: [],
  leagues: [],
};

describe('AdminSchedule in Spanish', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(async () => {
    vi.useRealTimers();
    await activateLocale('en');
  });

  it('reads in Spanish (buttons, legend, waitlist, times) with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<AdminSchedule />, {
      api: fakeApi({ 'adminBookings.day': ok(DAY) }),
    });
    const grid = await screen.findByRole('region', { name: 'Cuadrícula de la agenda' }, SLOW);
    expect(within(grid).getByText('Lista de espera')).toBeVisible();
    expect(
      within(grid).getByRole('button', { name: 'Cancelar la reserva de Ana Member1' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar reserva' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Día siguiente' })).toBeVisible();
    // the day picker's value in dayjs's Spanish ('mar. 24 de nov. de 2026')
    expect(screen.getByRole('button', { name: 'Fecha' })).toHaveTextContent(
      /^mar\.? 24 de nov\.? de 2026$/,
    );
    expect(within(screen.getByLabelText('Leyenda')).getByText('En lista de espera')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reservas en lista de espera' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Promover a Ana Member2' })).toBeVisible();
    // the booking's time and the grid's hours through Intl for es-US ('10:00–11:30 a.m.'; ICU's
    // spaces vary between Node versions)
    expect(within(grid).getByText(/^10:00\s?–\s?11:30\sa\.\s?m\.$/u)).toBeVisible();
    expect(within(grid).getByText(/^8:00\sa\.\s?m\.$/u)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
