import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, within } from '../../test-utils';
import { BookingLegend } from './BookingLegend';
import { BookingSlotGrid } from './BookingSlotGrid';
import type { Slot } from './bookingDisplay';

const ZONE = 'America/Chicago';

function slot(start: string, label: string, extra: Partial<Slot> = {}): Slot {
  const end = new Date(Date.parse(start) + 60 * 60_000).toISOString();
  return {
    start,
    end,
    label,
    status: 'offPeak',
    bayId: 1,
    priceCents: 4000,
    reason: null,
    ...extra,
  };
}

// Monday 23 November 2026 in San Antonio (CST, UTC-6).
const SLOTS: Slot[] = [
  slot('2026-11-23T14:00:00.000Z', '8:00 AM', { status: 'unavailable', reason: 'past' }),
  slot('2026-11-23T15:00:00.000Z', '9:00 AM'),
  slot('2026-11-23T15:30:00.000Z', '9:30 AM', {
    status: 'unavailable',
    priceCents: null,
    bayId: null,
    reason: 'overlap',
  }),
  slot('2026-11-23T22:00:00.000Z', '4:00 PM', {
    status: 'waitlist',
    priceCents: null,
    bayId: null,
  }),
  slot('2026-11-23T23:00:00.000Z', '5:00 PM', { status: 'peak', priceCents: 5000 }),
];

/** The grid as the wizard uses it: the chosen start is kept by the parent. */
function Grid({ onSelect }: { onSelect: (slot: Slot) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <BookingSlotGrid
      slots={SLOTS}
      zone={ZONE}
      selectedStart={selected}
      onSelect={(s) => {
        setSelected(s.start);
        onSelect(s);
      }}
    />
  );
}

describe('BookingSlotGrid', () => {
  it("shows the day's start times by part of the day, in the club's clock", () => {
    renderWithProviders(<Grid onSelect={vi.fn()} />);
    const times = screen.getByRole('group', { name: 'Start time' });
    expect(within(times).getByText('Morning')).toBeVisible();
    expect(within(times).getByText('Afternoon')).toBeVisible();
    expect(within(times).getByText('Evening')).toBeVisible();
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('9:00 AM'),
      expect.stringContaining('9:30 AM'),
      expect.stringContaining('4:00 PM'),
      expect.stringContaining('5:00 PM'),
    ]);
    // A time already past is not offered at all.
    expect(screen.queryByText('8:00 AM')).not.toBeInTheDocument();
  });

  it('names every status in words, with the price or the reason', () => {
    renderWithProviders(<Grid onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: '9:00 AM, Available (off-peak),$40' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '5:00 PM, Available (peak),$50' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^4:00 PM, Waitlist available/ })).toBeEnabled();
    const blocked = screen.getByRole('button', {
      name: /^9:30 AM, Unavailable: You already have a booking at that time\./,
    });
    expect(blocked).toBeDisabled();
    // What a sighted member reads on the small buttons, not only a colour.
    expect(within(blocked).getByText('Booked')).toBeVisible();
    expect(
      within(screen.getByRole('button', { name: /^4:00 PM/ })).getByText('Waitlist'),
    ).toBeVisible();
  });

  it('selects a time with a click, and shows which one is chosen', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Grid onSelect={onSelect} />);
    const peak = screen.getByRole('button', { name: /^5:00 PM/ });
    expect(peak).toHaveAttribute('aria-pressed', 'false');
    await user.click(peak);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(SLOTS[4]);
    expect(peak).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^9:00 AM/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('selects a time from the keyboard and skips times that cannot be booked', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Grid onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^9:00 AM/ })).toHaveFocus();
    await user.tab();
    // 9:30 AM is blocked: the next stop is the waitlist time.
    expect(screen.getByRole('button', { name: /^4:00 PM/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(SLOTS[3]);
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(SLOTS[4]);
    expect(screen.getByRole('button', { name: /^5:00 PM/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /^9:30 AM/ }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});

describe('BookingLegend', () => {
  it('explains each status in words beside its icon', () => {
    renderWithProviders(<BookingLegend />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Available (off-peak)',
      'Available (peak)',
      'Waitlist available',
      'Unavailable',
    ]);
    for (const entry of entries) expect(entry.querySelector('svg')).not.toBeNull();
  });
});
