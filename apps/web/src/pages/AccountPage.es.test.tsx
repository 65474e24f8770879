import type { TBooking, TLesson, TMemberStats } from '@club/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leagueFixture, participationFixture } from '../components/LeagueDisplay/leagueFixtures';
import { activateLocale, loadCatalog } from '../i18n/i18n';
import type { Handler } from '../test-utils';
import { fakeApi, member, ok, renderWithProviders, screen, within } from '../test-utils';
import AccountPage from './AccountPage';
import { axeViolations } from '../test-utils/axe';

// My Account in Spanish, tab by tab: what a member reads (headings, buttons, empty states, dates,
// times and money in Spanish) and no axe violation.

const SLOW = { timeout: 8000 };
// Monday 23 November 2026, noon in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T18:00:00.000Z');

function booking(id: number, start: string, extra: Partial<TBooking> = {}): TBooking {
  return {
    id,
    userId: 7,
    locationId: 1,
    bayId: 2,
    bayName: 'Bay 2',
    startTime: start,
    endTime: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
    price: 50,
    priceCents: 5000,
    isPeak: false,
    status: 'confirmed',
    waitlistPosition: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    guests: [],
    ...extra,
  };
}

const PEAK = booking(4, '2026-11-25T23:00:00.000Z', {
  isPeak: true,
  doorCode: {
    status: 'active',
    code: '048213',
    startsAt: '2026-11-25T22:45:00.000Z',
    endsAt: '2026-11-26T00:00:00.000Z',
  },
  guests: [{ id: 1, firstName: 'Sam', email: null, usesPass: true, feeCents: 0 }],
});
const WAITLISTED = booking(3, '2026-11-24T15:00:00.000Z', {
  status: 'waitlisted',
  bayId: null,
  bayName: null,
  waitlistPosition: 2,
});

const LESSON: TLesson = {
  id: 1,
  userId: 7,
  coachId: 3,
  coachName: 'Maya Swing',
  bayId: 1,
  bayName: 'Bay 1',
  startTime: '2026-11-25T16:00:00.000Z',
  endTime: '2026-11-25T17:00:00.000Z',
  durationMinutes: 60,
  price: 0,
  priceCents: 0,
  isIncluded: true,
  status: 'confirmed',
  createdAt: '2026-11-20T15:00:00.000Z',
};

const PAIRS = leagueFixture({
  id: 8,
  name: 'Thursday Scramble Series',
  teamType: 'scramble',
  status: 'upcoming',
  dayOfWeek: 4,
  durationWeeks: 6,
  startDate: '2026-11-26',
});

const PLAYED: TMemberStats = {
  timeZone: 'America/Chicago',
  months: [
    { month: '2026-10', hours: 1 },
    { month: '2026-11', hours: 2.5 },
  ],
  byWeekday: [0, 0, 2, 1, 0, 0, 0],
  byHour: Array.from({ length: 24 }, (_, h) => (h === 18 ? 2 : h === 10 ? 1 : 0)),
  seasons: [],
  totalSessions: 3,
  totalHours: 3.5,
};

function renderAccount(tab: string, handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'auth.me': ok(member({ membershipType: 'pro', hoursRemaining: 10.5 })),
    'bookings.calendarFeed': ok({ url: 'https://club.test/api/calendar/abc.ics' }),
    ...handlers,
  });
  return renderWithProviders(<AccountPage />, { api, route: `/account?tab=${tab}` });
}

beforeAll(async () => {
  // The route's lazy() loads the page's catalog with the page (the layout's is always loaded).
  await loadCatalog('AccountPage');
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await activateLocale('es');
});
afterEach(async () => {
  vi.useRealTimers();
  await activateLocale('en');
});

describe('My Account in Spanish', () => {
  it('reads in Spanish: the header, the tabs, the profile card, the calendar feed and the bookings', async () => {
    const { container } = renderAccount('bookings', {
      'bookings.mine': ok([PEAK, WAITLISTED]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Socio desde el 2/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reservas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mi juego' })).toBeInTheDocument();
    expect(screen.getByText('Tipo de cuenta')).toBeInTheDocument();
    expect(screen.getByText(/Le quedan 10.5 h este mes, se renueva el/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calendario suscrito' })).toBeInTheDocument();

    const peak = await screen.findByRole('listitem', { name: 'Reserva del 25/11/2026' }, SLOW);
    expect(within(peak).getByText('Horario pico')).toBeVisible();
    expect(within(peak).getByText('$50')).toBeVisible();
    expect(within(peak).getByText(/abre la puerta principal de 4:45/)).toBeVisible();
    expect(within(peak).getByText(/Pase de invitado/)).toBeVisible();
    expect(within(peak).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    const waiting = screen.getByRole('listitem', { name: 'Reserva del 24/11/2026' });
    expect(within(waiting).getByText('En lista de espera n.º 2')).toBeVisible();
    expect(within(waiting).getByText('El simulador se asigna al confirmarse')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('invites a member without bookings in Spanish', async () => {
    renderAccount('bookings', { 'bookings.mine': ok([]) });
    expect(await screen.findByText('Todavía no tiene reservas', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reservar ahora' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('shows the lessons and the cancel dialog in Spanish', async () => {
    const { container, user } = renderAccount('lessons', { 'lessons.mine': ok([LESSON]) });
    const item = await screen.findByRole('listitem', { name: 'Clase del 25/11/2026' }, SLOW);
    expect(within(item).getByText('Incluida en su plan')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(item).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: '¿Cancelar esta clase?' })).toBeVisible();
    expect(screen.getByText(/la clase incluida vuelve a su plan/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Conservar la clase' })).toBeVisible();
  });

  it('shows a league registration in Spanish', async () => {
    const { container } = renderAccount('leagues', {
      'leagues.myParticipations': ok([participationFixture(PAIRS, { paymentMethod: 'card' })]),
    });
    const item = await screen.findByRole('listitem', { name: 'Thursday Scramble Series' }, SLOW);
    expect(
      within(item).getByText(
        'Scramble (parejas) · Los jueves, 6 semanas · desde el 26 de noviembre de 2026',
      ),
    ).toBeVisible();
    expect(within(item).getByText('Inscrito')).toBeVisible();
    expect(within(item).getByText('Próxima')).toBeVisible();
    expect(within(item).getByText('Tarjeta')).toBeVisible();
    expect(
      within(item).getByRole('button', { name: 'Retirarse de Thursday Scramble Series' }),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows My game in Spanish', async () => {
    const { container, user } = renderAccount('game', { 'account.stats': ok(PLAYED) });
    expect(await screen.findByText('Horas jugadas por mes', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tablas' }));
    const months = screen.getByRole('table', { name: /Horas en los simuladores/ });
    expect(within(months).getByRole('row', { name: 'nov 2026 2.5 h' })).toBeVisible();
    const days = screen.getByRole('table', { name: /cada día de la semana/ });
    expect(within(days).getByRole('row', { name: 'martes 2' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the profile settings in Spanish', async () => {
    const { container } = renderAccount('profile', {
      'account.settings': ok({ bookingReminders: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Sus datos' }, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
    expect(screen.getByLabelText(/Nuevo correo electrónico/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar perfil' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
