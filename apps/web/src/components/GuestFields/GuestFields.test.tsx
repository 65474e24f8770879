import { GUEST_INPUT_MESSAGES } from '@club/contract';
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import type { GuestFormValues } from './GuestFields';
import { GuestFields, guestErrors } from './GuestFields';

function Harness({ onValid }: { onValid: (v: GuestFormValues) => void }) {
  const form = useForm<GuestFormValues>({ initialValues: { guests: [] }, validate: guestErrors });
  return (
    <form onSubmit={form.onSubmit(onValid)}>
      <GuestFields
        form={form}
        charges={[
          {
            kind: 'pass',
            priceCents: 0,
            passNumber: 1,
            passesLeft: 2,
            text: 'Guest pass (1 of 2 left this month)',
          },
          {
            kind: 'pass',
            priceCents: 0,
            passNumber: 2,
            passesLeft: 2,
            text: 'Guest pass (2 of 2 left this month)',
          },
          { kind: 'fee', priceCents: 2000, text: 'Guest fee $20' },
        ]}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('GuestFields', () => {
  it('adds up to 3 guests, each with its cost line, and removes one', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Harness onValid={onValid} />);
    const add = await screen.findByRole('button', { name: 'Add guest' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(screen.getByLabelText('Guest 3 first name')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add guest' })).toBeNull();
    expect(screen.getByText('Guest pass (1 of 2 left this month)')).toBeVisible();
    expect(screen.getByText('Guest fee $20')).toBeVisible();

    await user.type(screen.getByLabelText('Guest 1 first name'), 'Sam');
    await user.type(screen.getByLabelText('Guest 2 first name'), 'Alex');
    await user.type(screen.getByLabelText('Guest 2 e-mail'), 'alex@example.com');
    await user.type(screen.getByLabelText('Guest 3 first name'), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Remove guest 1' }));
    expect(screen.queryByLabelText('Guest 3 first name')).toBeNull();
    expect(screen.getByLabelText('Guest 1 first name')).toHaveValue('Alex');
    expect(screen.queryByText('Guest fee $20')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add guest' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      {
        guests: [
          { firstName: 'Alex', email: 'alex@example.com' },
          { firstName: 'Jo', email: '' },
        ],
      },
      expect.anything(),
    );
  });

  it("shows the contract's messages for a missing name and a bad e-mail", async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Harness onValid={onValid} />);
    await user.click(await screen.findByRole('button', { name: 'Add guest' }));
    await user.type(screen.getByLabelText('Guest 1 e-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GUEST_INPUT_MESSAGES.firstName)).toBeVisible();
    expect(screen.getByText(GUEST_INPUT_MESSAGES.email)).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });
});
