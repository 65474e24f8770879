import type { TAdminBooking } from '@club/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import { WaitlistList } from './WaitlistList';

function waiting(id: number, extra: Partial<TAdminBooking>): TAdminBooking {
  return {
    id,
    userId: id,
    locationId: 1,
    bayId: null,
    bayName: null,
    startTime: '2026-11-24T16:00:00.000Z',
    endTime: '2026-11-24T17:00:00.000Z',
    price: 40,
    priceCents: 4000,
    isPeak: false,
    status: 'waitlisted',
    waitlistPosition: 1,
    createdAt: '2026-11-20T15:00:00.000Z',
    guests: [],
    firstName: 'Ana',
    lastName: `Member${id}`,
    email: `ana${id}@example.com`,
    createdByAdmin: false,
    checkedInAt: null,
    checkedInBy: null,
    ...extra,
  };
}

describe('WaitlistList', () => {
  it('shows a waitlisted booking whose time passed as Expired, with nothing to promote or remove', async () => {
    renderWithProviders(
      <WaitlistList
        bookings={[
          waiting(1, { status: 'expired', waitlistPosition: 1 }),
          waiting(2, {
            startTime: '2026-11-24T20:00:00.000Z',
            endTime: '2026-11-24T21:00:00.000Z',
          }),
        ]}
        zone="America/Chicago"
        onPromote={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(await screen.findByText('Expired')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Promote Ana Member1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Promote Ana Member2' })).toBeVisible();
  });
});
