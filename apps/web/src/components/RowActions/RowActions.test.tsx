import { Table } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, within } from '../../test-utils';
import { RowActions } from './RowActions';
import type { RowAction } from './RowActions';

const SLOW = { timeout: 8000 };

function inRow(actions: readonly (RowAction | false)[]) {
  return renderWithProviders(
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <RowActions name="Bay 1" actions={actions} />
        </Table.Tr>
      </Table.Tbody>
    </Table>,
  );
}

describe('RowActions', () => {
  it('shows each action in order, named after the row, and calls its handler', async () => {
    const calls = { scoreboard: vi.fn(), edit: vi.fn(), hours: vi.fn(), remove: vi.fn() };
    const { user } = inRow([
      { kind: 'scoreboard', onClick: calls.scoreboard },
      { kind: 'edit', onClick: calls.edit },
      { kind: 'hours', onClick: calls.hours },
      { kind: 'delete', onClick: calls.remove },
    ]);
    const cell = await screen.findByRole('cell', {}, SLOW);
    const buttons = within(cell).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Scoreboard of Bay 1',
      'Edit Bay 1',
      'Hours of Bay 1',
      'Delete Bay 1',
    ]);
    expect(buttons.map((b) => b.textContent)).toEqual(['Scoreboard', 'Edit', 'Hours', 'Delete']);
    await user.click(screen.getByRole('button', { name: 'Edit Bay 1' }));
    await user.click(screen.getByRole('button', { name: 'Hours of Bay 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete Bay 1' }));
    await user.click(screen.getByRole('button', { name: 'Scoreboard of Bay 1' }));
    expect(calls.edit).toHaveBeenCalledOnce();
    expect(calls.hours).toHaveBeenCalledOnce();
    expect(calls.remove).toHaveBeenCalledOnce();
    expect(calls.scoreboard).toHaveBeenCalledOnce();
  });

  it('leaves out the actions a row does not offer, and is reached by the keyboard', async () => {
    const edit = vi.fn();
    const { user } = inRow([false, { kind: 'edit', onClick: edit }, false]);
    const button = await screen.findByRole('button', { name: 'Edit Bay 1' }, SLOW);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(edit).toHaveBeenCalledOnce();
  });
});
