import type { TDemoRequest } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, member, never, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminDemoRequests } from './AdminDemoRequests';

const SLOW = { timeout: 8000 };
const REQUEST: TDemoRequest = {
  id: 4,
  firstName: 'Jordan',
  lastName: 'Spieth',
  email: 'jordan@example.com',
  phone: '(210) 555-0199',
  preferredDate: '2026-12-05',
  preferredTime: 'Evening',
  heardFrom: 'Friend/Family',
  status: 'completed',
  notes: null,
  userId: null,
  createdAt: '2026-11-23T15:00:00.000Z',
  locale: 'en',
};

describe('AdminDemoRequests', () => {
  it('shows the table, opens Update Status on pending for a completed request, and saves status and notes', async () => {
    const api = fakeApi({
      'adminDemoRequests.page': ok({ items: [REQUEST], total: 1, page: 1, pageSize: 20 }),
      'demoRequests.update': ok({ ...REQUEST, status: 'scheduled', notes: 'Friday' }),
    });
    const { user } = renderWithProviders(<AdminDemoRequests />, { api });
    const table = await screen.findByRole('table', { name: 'Demo requests' }, SLOW);
    expect(within(table).getByText('12/5/26')).toBeVisible();
    expect(within(table).getByText('Completed')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Update status of Jordan Spieth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' }, SLOW);
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Status Updated', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('demoRequests.update')).toEqual([
      { id: 4, status: 'pending', notes: 'Friday' },
    ]);
  });

  it('keeps the rows on screen, their buttons working, while a search is answered', async () => {
    const api = fakeApi({
      'adminDemoRequests.page': (input) =>
        Reflect.get(Object(input), 'search') === ''
          ? ok({ items: [REQUEST], total: 1, page: 1, pageSize: 20 })
          : never(),
    });
    const { user } = renderWithProviders(<AdminDemoRequests />, { api });
    const table = await screen.findByRole('table', { name: 'Demo requests' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Search demo requests' }), 'Spieth');
    await expect.poll(() => api.inputsOf('adminDemoRequests.page').length, SLOW).toBeGreaterThan(1);
    expect(screen.queryByRole('status', { name: 'Loading demo requests' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Update status of Jordan Spieth' }));
    expect(await screen.findByRole('dialog', { name: 'Update Status' }, SLOW)).toBeVisible();
  });

  it('turns a demo into a member: the Add Member dialog prefilled, a plan chosen, the request linked', async () => {
    const api = fakeApi({
      // the visitor asked in Spanish: the new member's invitation comes in Spanish
      'adminDemoRequests.page': ok({
        items: [{ ...REQUEST, locale: 'es' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      'adminMembers.create': ok({
        ...member({ id: 31, firstName: 'Jordan', lastName: 'Spieth', email: REQUEST.email }),
        membershipType: 'pro',
        bookingCount: 0,
      }),
    });
    const { user } = renderWithProviders(<AdminDemoRequests />, { api });
    const table = await screen.findByRole('table', { name: 'Demo requests' }, SLOW);
    await user.click(
      within(table).getByRole('button', { name: 'Create member from Jordan Spieth' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Member' }, SLOW);
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Jordan');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(REQUEST.email);
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue(REQUEST.phone);
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('Español');
    await user.click(within(dialog).getByRole('combobox', { name: 'Membership' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Pro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Member' }));
    expect(await screen.findByText('Member Added', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminMembers.create')).toEqual([
      {
        firstName: 'Jordan',
        lastName: 'Spieth',
        email: REQUEST.email,
        phone: REQUEST.phone,
        role: 'customer',
        membershipType: 'pro',
        locale: 'es',
        demoRequestId: 4,
      },
    ]);
  });

  it('offers no Create Member on a request that already became one', async () => {
    const api = fakeApi({
      'adminDemoRequests.page': ok({
        items: [{ ...REQUEST, status: 'became-member', userId: 31 }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderWithProviders(<AdminDemoRequests />, { api });
    const table = await screen.findByRole('table', { name: 'Demo requests' }, SLOW);
    expect(
      within(table).getByRole('button', { name: 'Update status of Jordan Spieth' }),
    ).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Create member/ })).toBeNull();
  });

  it("says 'No demo requests found' when nothing matches", async () => {
    renderWithProviders(<AdminDemoRequests />, {
      api: fakeApi({
        'adminDemoRequests.page': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
      }),
    });
    expect(await screen.findByText('No demo requests found', {}, SLOW)).toBeVisible();
  });

  it('a status picked on page 2 asks for page 1 of that status and exports what it shows', async () => {
    const api = fakeApi({
      'adminDemoRequests.page': ok({ items: [REQUEST], total: 45, page: 1, pageSize: 20 }),
    });
    const { user } = renderWithProviders(<AdminDemoRequests />, { api });
    await screen.findByRole('table', { name: 'Demo requests' }, SLOW);
    const exported = screen.getByRole('link', { name: 'Export to CSV' });
    expect(exported).toHaveAttribute('href', '/api/admin/demo-requests/export?status=all');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }, SLOW));
    expect(api.inputsOf('adminDemoRequests.page')).toEqual([
      { search: '', status: 'all', page: 1, pageSize: 20 },
      { search: '', status: 'all', page: 2, pageSize: 20 },
      { search: '', status: 'scheduled', page: 1, pageSize: 20 },
    ]);
    expect(exported).toHaveAttribute('href', '/api/admin/demo-requests/export?status=scheduled');
  });
});
