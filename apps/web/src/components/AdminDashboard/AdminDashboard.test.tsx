import type { TDashboard } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import { AdminDashboard } from './AdminDashboard';

const SLOW = { timeout: 8000 };
const hours = (booked: number[]) =>
  Array.from({ length: 24 }, (_, h) => (booked.includes(h) ? 100 : 0));
const utilisation = {
  percent: 4,
  peakSharePercent: 50,
  bookedMinutes: 240,
  openMinutes: 5760,
  bays: [
    { bayId: 1, bayName: 'Bay 1', percent: 8, hours: hours([17, 18]) },
    { bayId: 2, bayName: 'Bay 2', percent: 0, hours: hours([]) },
  ],
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
  lessons: [
    {
      id: 1,
      startTime: '2026-11-24T16:00:00.000Z',
      endTime: '2026-11-24T17:00:00.000Z',
      coachName: 'Maya Swing',
      memberName: 'Lena Links',
      bayName: 'Bay 2',
    },
  ],
  money: { chargesCents: 12000, creditsCents: 0, paymentsCents: 5000 },
};

describe('AdminDashboard', () => {
  it("shows today's utilisation, peak share and waitlist", async () => {
    renderWithProviders(<AdminDashboard />, {
      api: fakeApi({ 'adminInsights.dashboard': ok(DASHBOARD) }),
    });
    expect(await screen.findByRole('heading', { name: 'Today' }, SLOW)).toBeVisible();
    expect(screen.getByText('Bays booked today').nextSibling).toHaveTextContent('4%');
    expect(screen.getByText('Peak share').nextSibling).toHaveTextContent('50%');
    expect(screen.getByText('waiting today, 5 in all')).toBeVisible();
  });

  it('shows who teaches whom on which bay today', async () => {
    renderWithProviders(<AdminDashboard />, {
      api: fakeApi({ 'adminInsights.dashboard': ok(DASHBOARD) }),
    });
    const lessons = await screen.findByRole('region', { name: 'Lessons today' }, SLOW);
    expect(lessons).toHaveTextContent('10:00 AM - 11:00 AM: Maya Swing with Lena Links, Bay 2');
  });
});
