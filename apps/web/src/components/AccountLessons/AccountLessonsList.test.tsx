import type { TLesson } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../test-utils';
import { fakeApi, ok, renderWithProviders, screen, waitFor, within } from '../../test-utils';
import { AccountLessonsList } from './AccountLessonsList';

// Monday 23 November 2026, noon in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T18:00:00.000Z');

function lesson(id: number, start: string, extra: Partial<TLesson> = {}): TLesson {
  return {
    id,
    userId: 7,
    coachId: 3,
    coachName: 'Maya Swing',
    bayId: 1,
    bayName: 'Bay 1',
    startTime: start,
    endTime: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
    durationMinutes: 60,
    price: 80,
    priceCents: 8000,
    isIncluded: false,
    status: 'confirmed',
    createdAt: '2026-11-20T15:00:00.000Z',
    ...extra,
  };
}

const INCLUDED = lesson(2, '2026-11-25T16:00:00.000Z', {
  price: 0,
  priceCents: 0,
  isIncluded: true,
});
const PAID = lesson(1, '2026-11-24T16:00:00.000Z');
const PAST = lesson(3, '2026-11-23T15:00:00.000Z');

function renderList(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  return { ...renderWithProviders(<AccountLessonsList />, { api }), api };
}
const item = (day: string) => screen.getByRole('listitem', { name: `Lesson on ${day}` });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('AccountLessonsList', () => {
  it("invites a member without lessons to 'Book a Lesson'", async () => {
    renderList({ 'lessons.mine': ok([]) });
    expect(await screen.findByText('No lessons yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a Lesson' })).toHaveAttribute('href', '/lessons');
  });

  it('shows each lesson with its coach, bay and price, and Cancel only before it starts', async () => {
    renderList({ 'lessons.mine': ok([INCLUDED, PAID, PAST]) });
    await screen.findByRole('list', { name: 'My lessons' });
    expect(item('11/25/26')).toHaveTextContent('11/25/26 · 10:00 AM - 11:00 AM');
    expect(item('11/25/26')).toHaveTextContent('Maya Swing');
    expect(item('11/25/26')).toHaveTextContent('Included in your plan');
    expect(item('11/24/26')).toHaveTextContent('$80');
    expect(within(item('11/24/26')).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(item('11/23/26')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels after the member confirms, then shows the fresh list', async () => {
    let list = [INCLUDED];
    const { user, api } = renderList({
      'lessons.mine': () => ok(list),
      'lessons.cancel': () => {
        list = [{ ...INCLUDED, status: 'cancelled' }];
        return ok(list[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this lesson?' });
    expect(dialog).toHaveTextContent('the included lesson goes back to your plan');
    expect(api.inputsOf('lessons.cancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Lesson' }));
    expect(await screen.findByText('Lesson Cancelled')).toBeVisible();
    expect(api.inputsOf('lessons.cancel')).toEqual([{ id: 2 }]);
    await waitFor(() => expect(within(item('11/25/26')).getByText('Cancelled')).toBeVisible());
  });
});
