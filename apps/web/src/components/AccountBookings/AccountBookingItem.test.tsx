import type { TBooking } from '@club/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import { AccountBookingItem } from './AccountBookingItem';

const NOW = Date.parse('2026-11-25T18:00:00.000Z');

function booking(extra: Partial<TBooking>): TBooking {
  return {
    id: 3,
    userId: 7,
    locationId: 1,
    bayId: null,
    bayName: null,
    startTime: '2026-11-24T15:00:00.000Z',
    endTime: '2026-11-24T16:00:00.000Z',
    price: 40,
    priceCents: 4000,
    isPeak: false,
    status: 'expired',
    waitlistPosition: 2,
    createdAt: '2026-11-20T15:00:00.000Z',
    guests: [],
    ...extra,
  };
}

describe('AccountBookingItem', () => {
  it('shows a waitlisted session whose time passed as Expired, never confirmed, with no Cancel', async () => {
    renderWithProviders(
      <AccountBookingItem
        booking={booking({})}
        zone="America/Chicago"
        now={NOW}
        onCancel={vi.fn()}
      />,
    );
    expect(await screen.findByText('Expired')).toBeVisible();
    expect(screen.queryByText(/Waitlisted/)).toBeNull();
    expect(screen.getByText('Never confirmed: no bay opened up in time')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
