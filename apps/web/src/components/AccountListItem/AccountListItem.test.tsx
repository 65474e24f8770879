import { Badge, Text } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, within } from '../../test-utils';
import { AccountListItem, AccountSessionItem } from './AccountListItem';

const SLOW = { timeout: 8000 };
const ZONE = 'America/Chicago';

function session(onCancel: (() => void) | null, status = 'confirmed') {
  return renderWithProviders(
    <ul>
      <AccountSessionItem
        kind="Lesson"
        session={{
          status,
          startTime: '2026-12-01T16:00:00.000Z',
          endTime: '2026-12-01T17:00:00.000Z',
        }}
        zone={ZONE}
        badges={<Badge>Confirmed</Badge>}
        details={<Text size="sm">Bay 2</Text>}
        price="$80.00"
        priceSize="lg"
        onCancel={onCancel}
      />
    </ul>,
  );
}

describe('AccountSessionItem', () => {
  it('is a list item named after its day, with the day and time, details, price and Cancel', async () => {
    const cancel = vi.fn();
    const { user } = session(cancel);
    const item = await screen.findByRole('listitem', { name: /^Lesson on / }, SLOW);
    expect(item).toHaveAttribute('data-status', 'confirmed');
    expect(item).toHaveTextContent('10:00 AM');
    expect(within(item).getByText('Bay 2')).toBeVisible();
    expect(within(item).getByText('$80.00')).toBeVisible();
    expect(within(item).getByText('Confirmed')).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('offers no Cancel when the member may no longer cancel', async () => {
    session(null, 'cancelled');
    const item = await screen.findByRole('listitem', { name: /^Lesson on / }, SLOW);
    expect(item).toHaveAttribute('data-status', 'cancelled');
    expect(within(item).queryByRole('button')).toBeNull();
  });
});

describe('AccountListItem', () => {
  it('is a list item with its name and content', async () => {
    renderWithProviders(
      <ul>
        <AccountListItem label="Monday League">
          <Text>Registered</Text>
        </AccountListItem>
      </ul>,
    );
    const item = await screen.findByRole('listitem', { name: 'Monday League' }, SLOW);
    expect(item).toHaveTextContent('Registered');
  });
});
