import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import { ResetEmailStep } from './ResetEmailStep';

function renderStep(api = fakeApi({ 'auth.forgotPassword': ok({ message: 'sent' }) })) {
  const onSent = vi.fn();
  const view = renderWithProviders(<ResetEmailStep email="" onSent={onSent} />, { api });
  const typeEmail = async (email: string) => {
    await view.user.click(screen.getByRole('textbox', { name: /^Email/ }));
    await view.user.paste(email);
  };
  return { ...view, api, onSent, typeEmail };
}

describe('ResetEmailStep', () => {
  it('sends a code and goes on with the address', async () => {
    const { user, api, onSent, typeEmail } = renderStep();
    await typeEmail('Pat@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('pat@example.com'));
    expect(api.inputsOf('auth.forgotPassword')).toEqual([{ email: 'pat@example.com' }]);
  });

  it('goes on with a code already in hand without asking for another (which would replace it)', async () => {
    const { user, api, onSent, typeEmail } = renderStep();
    await typeEmail('new.member@example.com');
    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('new.member@example.com'));
    expect(api.inputsOf('auth.forgotPassword')).toEqual([]);
  });

  it('still wants a valid address first', async () => {
    const { user, onSent, typeEmail } = renderStep();
    await typeEmail('not-an-address');
    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});
