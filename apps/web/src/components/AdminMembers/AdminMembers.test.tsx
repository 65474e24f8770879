import type { TAdminMember } from '@club/contract';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { AdminMembers } from './AdminMembers';

const SLOW = { timeout: 8000 };
const row = (overrides: Partial<TAdminMember> = {}): TAdminMember => ({
  ...member(),
  bookingCount: 0,
  waiverStatus: 'never',
  balanceCents: 0,
  noShows30Days: 0,
  ...overrides,
});
const page = (items: TAdminMember[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

describe('AdminMembers', () => {
  it('lists members with username, phone or "No phone", tier and role as Customer/Admin', async () => {
    const api = fakeApi({
      'adminMembers.page': page([
        row({ phone: '210-555-0101' }),
        row({
          id: 8,
          firstName: 'Ada',
          lastName: 'Admin',
          role: 'admin',
          membershipType: 'elite',
          email: 'ada@club.com',
          username: 'ada@club.com',
        }),
      ]),
    });
    renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    expect(within(table).getByText('Casey Fairway')).toBeVisible();
    expect(within(table).getByText('210-555-0101')).toBeVisible();
    expect(within(table).getByText('No phone')).toBeVisible();
    expect(within(table).getByText('Customer')).toBeVisible();
    expect(within(table).getByText('Admin')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export',
    );
  });

  it("shows each member's no-shows of the last 30 days", async () => {
    const api = fakeApi({
      'adminMembers.page': page([
        row({ id: 21, lastName: 'Absent', noShows30Days: 3 }),
        row({ id: 22, lastName: 'Present' }),
      ]),
    });
    renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const column = headers.indexOf('No-shows (30 days)');
    expect(column).toBeGreaterThan(0);
    const cellOf = (name: string) =>
      within(within(table).getByText(name).closest('tr') ?? table).getAllByRole('cell')[column];
    expect(cellOf('Casey Absent')).toHaveTextContent('3');
    expect(cellOf('Casey Present')).toHaveTextContent('0');
  });

  it('shows each plan with its hours left, and filters the list and the export by plan', async () => {
    const api = fakeApi({
      'adminMembers.page': (input) => {
        const plan =
          typeof input === 'object' && input !== null ? Reflect.get(input, 'plan') : 'all';
        const pro = row({ id: 9, lastName: 'Pro', membershipType: 'pro', hoursRemaining: 9.5 });
        const elite = row({
          id: 10,
          lastName: 'Elite',
          membershipType: 'elite',
          hoursRemaining: null,
        });
        return page(plan === 'pro' ? [pro] : [pro, elite, row({ id: 11, lastName: 'None' })]);
      },
    });
    const { user } = renderWithProviders(<AdminMembers />, { api });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    const proRow = within(table).getByText('Casey Pro').closest('tr');
    expect(proRow).toHaveTextContent('Pro9.5 h left this month');
    expect(within(table).getByText('Casey Elite').closest('tr')).toHaveTextContent(
      'EliteUnlimited hours',
    );
    expect(within(table).getByText('Casey None').closest('tr')).toHaveTextContent('Non-Member');

    await user.click(screen.getByRole('combobox', { name: 'Filter by plan' }));
    await user.click(await screen.findByRole('option', { name: 'Pro' }));
    await screen.findByText('Casey Pro');
    await waitFor(() => expect(screen.queryByText('Casey Elite')).toBeNull());
    expect(api.inputsOf('adminMembers.page').at(-1)).toMatchObject({ plan: 'pro', page: 1 });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export?plan=pro',
    );
  });

  it('pages past 20 members with named previous and next buttons', async () => {
    const api = fakeApi({
      'adminMembers.page': ok({ items: [row()], total: 45, page: 1, pageSize: 20 }),
    });
    const { user } = renderWithProviders(<AdminMembers />, { api });
    await screen.findByRole('table', { name: 'Members' }, SLOW);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('edits a member with the role as customer, their language too, and shows the server refusal', async () => {
    const api = fakeApi({
      'adminMembers.page': page([row()]),
      'adminInsights.history': ok([]),
      'adminMembers.update': failWith(409, {
        message: 'An account with this email already exists',
        code: 'EMAIL_TAKEN',
      }),
    });
    const { user } = renderWithProviders(<AdminMembers />, { api });
    await user.click(await screen.findByRole('button', { name: 'Edit Casey Fairway' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member' }, SLOW);
    await user.clear(within(dialog).getByRole('textbox', { name: 'First Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('First name is required')).toBeVisible();
    expect(api.inputsOf('adminMembers.update')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Cass');
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('English');
    await user.click(language);
    await user.click(await within(dialog).findByRole('option', { name: 'Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(api.inputsOf('adminMembers.update')).toEqual([
      {
        id: 7,
        firstName: 'Cass',
        lastName: 'Fairway',
        email: 'casey@example.com',
        phone: '',
        role: 'customer',
        membershipType: 'none',
        locale: 'es',
      },
    ]);
  });

  it('deletes a member with their bookings and says how many went', async () => {
    const api = fakeApi({
      'adminMembers.page': page([row({ bookingCount: 2 })]),
      'adminMembers.delete': ok({ id: 7, deletedBookings: 2 }),
    });
    const { user } = renderWithProviders(<AdminMembers />, { api });
    await user.click(await screen.findByRole('button', { name: 'Delete Casey Fairway' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Delete with 2 booking(s)' }, SLOW));
    expect(
      await screen.findByText('Member deleted with 2 associated booking(s).', {}, SLOW),
    ).toBeVisible();
    expect(api.inputsOf('adminMembers.delete')).toEqual([{ id: 7 }]);
    expect(api.inputsOf('adminMembers.deleteSimple')).toEqual([]);
  });

  it('says so in a toast when the members cannot be loaded', async () => {
    renderWithProviders(<AdminMembers />, {
      api: fakeApi({ 'adminMembers.page': failWith(500, { message: 'Down', code: 'INTERNAL' }) }),
    });
    expect(await screen.findByText('Failed to fetch users', {}, SLOW)).toBeVisible();
  });
});
