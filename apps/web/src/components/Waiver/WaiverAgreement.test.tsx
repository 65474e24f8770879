import { describe, expect, it, vi } from 'vitest';
import {
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  within,
} from '../../test-utils';
import { WaiverAgreement } from './WaiverAgreement';

const TEXT = 'Golf balls fly fast.\nStand behind the line while another member swings.';
const CURRENT = { enabled: true, version: 3, text: TEXT, accepted: false };

function renderAgreement(accept = ok({ version: 3, acceptedAt: '2026-11-23T15:00:00.000Z' })) {
  const onAccepted = vi.fn();
  const onCancel = vi.fn();
  const api = fakeApi({
    'auth.me': ok(member()),
    'waiver.current': ok(CURRENT),
    'waiver.accept': accept,
  });
  const rendered = renderWithProviders(
    <WaiverAgreement opened onAccepted={onAccepted} onCancel={onCancel} />,
    { api },
  );
  return { ...rendered, onAccepted, onCancel };
}

describe('WaiverAgreement', () => {
  it('shows the club waiver text, its lines kept, in a region the keyboard can scroll', async () => {
    renderAgreement();
    const dialog = await screen.findByRole('dialog', { name: 'Club waiver' });
    const text = await within(dialog).findByRole('region', { name: 'Waiver text' });
    expect(text).toHaveTextContent('Golf balls fly fast. Stand behind the line');
    expect(text).toHaveAttribute('tabindex', '0');
  });

  it('"I agree" accepts the version shown, then lets the member go on', async () => {
    const { user, api, onAccepted } = renderAgreement();
    await screen.findByRole('region', { name: 'Waiver text' });
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(api.inputsOf('waiver.accept')).toEqual([{ version: 3 }]);
  });

  it('Cancel closes without accepting', async () => {
    const { user, api, onCancel, onAccepted } = renderAgreement();
    await screen.findByRole('region', { name: 'Waiver text' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(api.inputsOf('waiver.accept')).toEqual([]);
  });

  it('says so in a toast when the agreement could not be saved, and stays open', async () => {
    const message = 'The waiver has changed. Please read the current version and accept it.';
    const { user, onAccepted } = renderAgreement(failWith(409, { message, code: 'CONFLICT' }));
    await screen.findByRole('region', { name: 'Waiver text' });
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Waiver not accepted')).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(onAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Club waiver' })).toBeVisible();
  });
});
