import { useForm } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { CLUB_LOCATION, renderWithProviders, screen, within } from '../../test-utils';
import { BookingConfirmStep } from './BookingConfirmStep';
import { BookingLegend } from './BookingLegend';
import { BookingSlotGrid } from './BookingSlotGrid';
import type { Slot } from './bookingDisplay';
import type { GuestFormValues } from '../GuestFields/GuestFields';

// What the booking wizard says of the member's plan (issue 23): covered and charged before
// confirming, and a Starter's peak times unavailable with the reason.

const ZONE = 'America/Chicago';
const SLOT: Slot = {
  start: '2026-11-24T16:00:00.000Z',
  end: '2026-11-24T17:30:00.000Z',
  label: '10:00 AM',
  status: 'offPeak',
  bayId: 1,
  priceCents: 0,
  reason: null,
};

type ConfirmProps = Parameters<typeof BookingConfirmStep>[0];

/** The confirm step with the wizard's guest form (none brought). */
function ConfirmStep(props: Omit<ConfirmProps, 'guestForm' | 'guestCharges'>) {
  const guestForm = useForm<GuestFormValues>({ initialValues: { guests: [] } });
  return <BookingConfirmStep {...props} guestForm={guestForm} guestCharges={[]} />;
}

function confirm(slot: Slot, duration: number, plan: ConfirmProps['plan']) {
  renderWithProviders(
    <ConfirmStep
      slot={slot}
      date="2026-11-24"
      duration={duration}
      zone={ZONE}
      location={CLUB_LOCATION}
      plan={plan}
      failure={null}
      isSubmitting={false}
      onConfirm={vi.fn()}
      onChooseDifferentTime={vi.fn()}
      onBack={vi.fn()}
    />,
  );
}

const priceFact = () => {
  const summary = screen.getByLabelText('Session summary');
  const term = within(summary).getByText('Price');
  return term.nextElementSibling?.textContent;
};

describe('the plan in the booking wizard', () => {
  it('says what the plan covers before the member confirms, and what is charged', () => {
    confirm({ ...SLOT, end: '2026-11-24T17:00:00.000Z' }, 60, { tier: 'pro', minutesLeft: 60 });
    expect(priceFact()).toBe('$0Included in your Pro plan: 1 h of 1 h left this month');
  });

  it('says the rest is charged when the plan covers part of it', () => {
    confirm({ ...SLOT, priceCents: 3500 }, 90, { tier: 'pro', minutesLeft: 60 });
    expect(priceFact()).toBe(
      '$35Included in your Pro plan: 1 h of 1 h left this month; the rest is charged',
    );
  });

  it('shows only the price without a plan, or with its hours spent', () => {
    confirm({ ...SLOT, priceCents: 5700 }, 90, { tier: 'none', minutesLeft: 0 });
    expect(priceFact()).toBe('$57');
  });

  it("marks a Starter's peak times unavailable, with the reason in the legend and the button's name", () => {
    renderWithProviders(
      <>
        <BookingLegend offPeakOnly />
        <BookingSlotGrid
          slots={[
            {
              ...SLOT,
              start: '2026-11-24T23:00:00.000Z',
              end: '2026-11-25T00:00:00.000Z',
              label: '5:00 PM',
              status: 'unavailable',
              bayId: null,
              priceCents: null,
              reason: 'offPeakOnly',
            },
          ]}
          zone={ZONE}
          selectedStart={null}
          onSelect={vi.fn()}
        />
      </>,
    );
    expect(
      screen.getByText(
        'Your Starter plan books off-peak times only. Peak times show as unavailable.',
      ),
    ).toBeVisible();
    const peak = screen.getByRole('button', {
      name: /^5:00 PM, Unavailable: Your Starter plan books off-peak times only\./,
    });
    expect(peak).toBeDisabled();
    expect(within(peak).getByText('Peak')).toBeVisible();
  });
});
