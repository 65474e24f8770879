import type { TDashboard } from '@club/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import { AdminDashboard } from './AdminDashboard';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };
const utilisation = {
  percent: 4,
  peakSharePercent: 50,
  bookedMinutes: 240,
  openMinutes: 5760,
  bays: [{ bayId: 1, bayName: 'Bay 1', percent: 8, hours: Array.from({ length: 24 }, () => 0) }],
};
const DASHBOARD: TDashboard = {
  date: '2026-11-24',
  timeZone: 'America/Chicago',
  locationId: 1,
  day: utilisation,
  week: {
    ...utilisation,
    from: '2026-11-23',
    to: '2026-11-29',
    days: [{ day: '2026-11-23', percent: 3 }],
  },
  waitlist: { today: 2, upcoming: 5 },
  bookingsCreated: [{ day: '2026-11-23', count: 7 }],
  demoFunnel: [{ status: 'pending', count: 3 }],
  lessons: [],
  money: { chargesCents: 12050, creditsCents: 0, paymentsCents: 500000 },
};

afterEach(async () => {
  await activateLocale('en');
});

describe('AdminDashboard in Spanish', () => {
  it('reads in Spanish, its figures, week and money included, with no axe violation', async () => {
    await loadCatalog('AdminPage');
    await activateLocale('es');
    const { container } = renderWithProviders(<AdminDashboard />, {
      api: fakeApi({ 'adminInsights.dashboard': ok(DASHBOARD) }),
    });
    expect(await screen.findByRole('heading', { name: 'Hoy' }, SLOW)).toBeVisible();
    expect(screen.getByText('Simuladores reservados hoy').nextSibling).toHaveTextContent('4%');
    expect(screen.getByText('4 de 96 horas de simulador')).toBeVisible();
    expect(screen.getByText('esperando hoy, 5 en total')).toBeVisible();
    expect(screen.getByText('Del lun, 23 de nov al dom, 29 de nov')).toBeVisible();
    expect(screen.getByText('Cobrado hoy').nextSibling).toHaveTextContent('$120.50');
    expect(screen.getByText('No hay clases hoy.')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
