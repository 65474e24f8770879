import type { TBay } from '@club/contract';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import { ScheduleSlotFields } from './ScheduleSlotFields';
import type { ScheduleSlot } from './ScheduleSlotFields';

const SLOW = { timeout: 8000 };
// Tuesday 24 November 2026, 9 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-24T15:00:00.000Z');
const ZONE = 'America/Chicago';
const bay = (id: number, isActive = true): TBay => ({
  id,
  name: `Bay ${id}`,
  type: 'Standard',
  locationId: 1,
  features: ['x'],
  isActive,
});

function Harness(props: {
  initial: ScheduleSlot;
  seen: (slot: ScheduleSlot) => void;
  lesson?: boolean;
}) {
  const [slot, setSlot] = useState(props.initial);
  return (
    <ScheduleSlotFields
      value={slot}
      onChange={(next) => {
        props.seen(next);
        setSlot(next);
      }}
      bays={[bay(1), bay(2, false), bay(3)]}
      zone={ZONE}
      today="2026-11-24"
      lengthLabel={props.lesson ? 'Length' : 'Duration'}
      lengthOptions={
        props.lesson
          ? [
              { value: '30', label: '30 min' },
              { value: '60', label: '60 min' },
            ]
          : [
              { value: '60', label: '1 hour' },
              { value: '90', label: '1.5 hours' },
            ]
      }
      {...(props.lesson
        ? { firstBayOption: { value: 'first', label: 'First free bay' }, keepChoices: true }
        : { bayPlaceholder: 'Choose a bay' })}
      startPlaceholder="Choose a time"
    />
  );
}

describe('ScheduleSlotFields', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('offers the active bays, the day’s half hours and the lengths, each by its label', async () => {
    const seen = vi.fn();
    const { user } = renderWithProviders(
      <Harness
        initial={{ bayId: null, date: '2026-11-24', start: null, length: '60' }}
        seen={seen}
      />,
    );
    const bayField = await screen.findByRole('combobox', { name: 'Bay' }, SLOW);
    expect(bayField).toHaveAttribute('placeholder', 'Choose a bay');
    await user.click(bayField);
    expect(screen.getByRole('option', { name: 'Bay 1' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bay 3' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bay 2' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Bay 3' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ bayId: '3' }));

    await user.click(screen.getByRole('combobox', { name: 'Start Time' }));
    await user.click(screen.getByRole('option', { name: '10:30 AM' }));
    expect(seen).toHaveBeenLastCalledWith({
      bayId: '3',
      date: '2026-11-24',
      start: '2026-11-24T16:30:00.000Z',
      length: '60',
    });
    await user.click(screen.getByRole('combobox', { name: 'Duration' }));
    await user.click(screen.getByRole('option', { name: '1.5 hours' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ length: '90' }));
    expect(screen.getByRole('button', { name: 'Date' })).toBeVisible();
  });

  it('clears the start time when another day is picked', async () => {
    const seen = vi.fn();
    const { user } = renderWithProviders(
      <Harness
        initial={{
          bayId: '1',
          date: '2026-11-24',
          start: '2026-11-24T16:30:00.000Z',
          length: '60',
        }}
        seen={seen}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Date' }, SLOW));
    await user.click(screen.getByRole('button', { name: '25 November 2026' }));
    expect(seen).toHaveBeenLastCalledWith({
      bayId: '1',
      date: '2026-11-25',
      start: null,
      length: '60',
    });
  });

  it('for a lesson, offers the first free bay first and keeps a bay and a length chosen', async () => {
    const seen = vi.fn();
    const { user } = renderWithProviders(
      <Harness
        lesson
        initial={{ bayId: 'first', date: '2026-11-24', start: null, length: '60' }}
        seen={seen}
      />,
    );
    const bayField = await screen.findByRole('combobox', { name: 'Bay' }, SLOW);
    expect(bayField).toHaveValue('First free bay');
    await user.click(bayField);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'First free bay',
      'Bay 1',
      'Bay 3',
    ]);
    await user.click(screen.getByRole('option', { name: 'First free bay' }));
    expect(bayField).toHaveValue('First free bay');
    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(screen.getByRole('option', { name: '60 min' }));
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveValue('60 min');
  });
});
