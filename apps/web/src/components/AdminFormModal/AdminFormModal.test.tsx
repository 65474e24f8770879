import { TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminFormModal } from './AdminFormModal';

const SLOW = { timeout: 8000 };

describe('AdminFormModal', () => {
  it('shows the fields, the refusal, Close and the submit button; Enter submits', async () => {
    const submit = vi.fn((e: FormEvent) => e.preventDefault());
    const close = vi.fn();
    const { user } = renderWithProviders(
      <AdminFormModal
        title="Add Coach"
        onSubmit={submit}
        onClose={close}
        submitLabel="Add Coach"
        busy={false}
        error="That e-mail is taken"
        closeButtonLabel="Close"
      >
        <TextInput label="First Name" />
      </AdminFormModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Coach' }, SLOW);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That e-mail is taken');
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ann{Enter}');
    expect(submit).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));
    expect(submit).toHaveBeenCalledTimes(2);
    // the × and the button both say Close
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    await user.click(closes[1] as HTMLElement);
    expect(close).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });

  it('spins while busy, and an edit shows the record’s history', async () => {
    const api = fakeApi({ 'adminInsights.history': ok([]) });
    renderWithProviders(
      <AdminFormModal
        title="Edit Bay"
        onSubmit={(e) => e.preventDefault()}
        onClose={() => undefined}
        submitLabel="Save Bay"
        busy
        history={{ entityType: 'bay', entityId: 4, zone: 'America/Chicago' }}
      >
        <TextInput label="Bay Name" />
      </AdminFormModal>,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bay' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'Save Bay' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'History' })).toBeVisible();
    await vi.waitFor(() =>
      expect(api.inputsOf('adminInsights.history')).toContainEqual({
        entityType: 'bay',
        entityId: 4,
      }),
    );
  });
});
