import type { TAdminMember } from '@club/contract';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { AdminMembers } from './AdminMembers';

// Member Management and the club waiver (DECISIONS.md, The club waiver: "admins see who has not").

const SLOW = { timeout: 8000 };
const row = (overrides: Partial<TAdminMember>): TAdminMember => ({
  ...member(),
  bookingCount: 0,
  waiverStatus: 'never',
  balanceCents: 0,
  noShows30Days: 0,
  ...overrides,
});
const members = ok({
  items: [
    row({ id: 1, lastName: 'Current', waiverStatus: 'current' }),
    row({ id: 2, lastName: 'Older', waiverStatus: 'older' }),
    row({ id: 3, lastName: 'Never', waiverStatus: 'never' }),
  ],
  total: 3,
  page: 1,
  pageSize: 20,
});
const waiver = (enabled: boolean) =>
  ok({ enabled, version: 3, text: 'Play safe.', accepted: null });

describe("AdminMembers: each member's waiver", () => {
  it('shows a Waiver column while the waiver is on: accepted, an older version, none', async () => {
    const api = fakeApi({ 'adminMembers.page': members, 'waiver.current': waiver(true) });
    renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    expect(await within(table).findByRole('columnheader', { name: 'Waiver' })).toBeVisible();
    const rowOf = (name: string) => within(table).getByText(name).closest('tr');
    expect(rowOf('Casey Current')).toHaveTextContent('Waiver accepted');
    expect(rowOf('Casey Older')).toHaveTextContent('Older waiver');
    expect(rowOf('Casey Never')).toHaveTextContent('No waiver');
  });

  it('says nothing of it while the waiver is off', async () => {
    const api = fakeApi({ 'adminMembers.page': members, 'waiver.current': waiver(false) });
    renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    await within(table).findByText('Casey Current');
    await waitFor(() => expect(api.inputsOf('waiver.current')).toHaveLength(1));
    expect(within(table).queryByRole('columnheader', { name: 'Waiver' })).toBeNull();
    expect(within(table).queryByText('No waiver')).toBeNull();
  });
});
