import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import type { FakeApi } from '../../test-utils';
import type { ResetStep } from './PasswordReset';
import { PasswordReset } from './PasswordReset';

const EMAIL = 'pat@example.com';

/** The flow as the auth page holds it: the step lives in the parent. */
function Flow({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<ResetStep>('email');
  return (
    <PasswordReset step={step} onStepChange={setStep} onDone={onDone} onBackToLogin={vi.fn()} />
  );
}

function renderFlow(api: FakeApi) {
  const onDone = vi.fn();
  const view = renderWithProviders(<Flow onDone={onDone} />, { api });
  const { user } = view;
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  };
  /** Step 1 with a code already in hand: nothing is sent, step 2 opens. */
  const toVerify = async () => {
    await fill(screen.getByRole('textbox', { name: /^Email/ }), EMAIL);
    await click('I already have a code');
    expect(await screen.findByText('Check your e-mail')).toBeVisible();
  };
  const verify = async (code: string) => {
    if (code) await fill(screen.getByLabelText('Reset code digit 1 of 6'), code);
    await click('Verify Code');
  };
  const choosePassword = async (password: string, confirmation: string) => {
    await fill(screen.getByLabelText(/^New Password/), password);
    await fill(screen.getByLabelText(/^Confirm New Password/), confirmation);
    await click('Reset Password');
  };
  return { ...view, onDone, toVerify, verify, choosePassword };
}

describe('PasswordReset', () => {
  it('wants six digits before it asks the server, and says when the code is refused', async () => {
    const api = fakeApi({
      'auth.verifyResetCode': failWith(400, { message: 'Invalid code', code: 'INVALID_CODE' }),
    });
    const { toVerify, verify } = renderFlow(api);
    await toVerify();
    await verify('');
    expect(await screen.findByText('Reset code must be 6 digits')).toBeVisible();
    expect(api.inputsOf('auth.verifyResetCode')).toEqual([]);

    await verify('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset code is invalid or has expired. Please try again.',
    );
    expect(screen.getByText('Check your e-mail')).toBeVisible();
  });

  it('checks the new password with the contract, then resets it with the verified code', async () => {
    const api = fakeApi({
      'auth.verifyResetCode': ok({ ok: true, message: 'Code verified' }),
      'auth.resetPassword': ok({ ok: true, message: 'Password reset' }),
    });
    const { toVerify, verify, choosePassword, onDone } = renderFlow(api);
    await toVerify();
    await verify('123456');
    expect(await screen.findByText('Choose a new password')).toBeVisible();
    expect(api.inputsOf('auth.verifyResetCode')).toEqual([{ email: EMAIL, resetCode: '123456' }]);

    await choosePassword('short', 'other');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(api.inputsOf('auth.resetPassword')).toEqual([]);

    await choosePassword('Fairway-Birdie-26', 'Fairway-Birdie-26');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.inputsOf('auth.resetPassword')).toEqual([
      { email: EMAIL, resetCode: '123456', newPassword: 'Fairway-Birdie-26' },
    ]);
  });
});
