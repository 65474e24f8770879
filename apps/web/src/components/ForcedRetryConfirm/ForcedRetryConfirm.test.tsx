import { Button } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { useForcedRetry } from '../../hooks/useForcedRetry';
import { renderWithProviders, screen, waitFor } from '../../test-utils';
import { ForcedRetryConfirm } from './ForcedRetryConfirm';

const SLOW = { timeout: 8000 };
// The API's error envelope, as readApiError reads it.
const refusal = { code: 'STRANDS_BOOKINGS', message: '2 upcoming bookings would be cancelled.' };

function Harness({ retry }: { retry: () => void }) {
  const forced = useForcedRetry();
  return (
    <>
      <Button onClick={() => forced.offer(refusal, retry)}>Save</Button>
      <ForcedRetryConfirm forced={forced} title="Cancel bookings?" />
    </>
  );
}

describe('ForcedRetryConfirm', () => {
  it('asks with the server’s message and sends the change again forced on confirm', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(<Harness retry={retry} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel bookings?' }, SLOW);
    expect(dialog).toHaveTextContent('2 upcoming bookings would be cancelled.');
    await user.click(screen.getByRole('button', { name: 'Cancel them and continue' }));
    expect(retry).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes back without sending it', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(<Harness retry={retry} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }, SLOW));
    expect(retry).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
