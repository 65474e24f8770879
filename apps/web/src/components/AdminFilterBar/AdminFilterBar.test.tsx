import { Button } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import { AdminFilterBar } from './AdminFilterBar';

const SLOW = { timeout: 8000 };

function bar(extra: Partial<Parameters<typeof AdminFilterBar>[0]> = {}) {
  const onSearch = vi.fn();
  const onFilter = vi.fn();
  const rendered = renderWithProviders(
    <AdminFilterBar
      search={{ label: 'Search members', value: '', onChange: onSearch, w: 300 }}
      filter={{
        label: 'Filter by plan',
        data: [
          { value: 'all', label: 'All Plans' },
          { value: 'pro', label: 'Pro' },
        ],
        value: 'all',
        onChange: onFilter,
        w: 160,
      }}
      exportHref="/api/admin/users/export?plan=pro"
      exportLabel="Export CSV"
      {...extra}
    />,
  );
  return { ...rendered, onSearch, onFilter };
}

describe('AdminFilterBar', () => {
  it('reports what is typed and picked, and links the export to what the filters show', async () => {
    const { user, onSearch, onFilter } = bar();
    const search = await screen.findByRole('textbox', { name: 'Search members' }, SLOW);
    expect(search).toHaveAttribute('placeholder', 'Search name, e-mail or phone');
    await user.type(search, 'a');
    expect(onSearch).toHaveBeenLastCalledWith('a');
    await user.click(screen.getByRole('combobox', { name: 'Filter by plan' }));
    await user.click(await screen.findByRole('option', { name: 'Pro' }, SLOW));
    expect(onFilter).toHaveBeenCalledWith('pro', expect.anything());
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/users/export?plan=pro');
    expect(link).toHaveAttribute('download');
  });

  it('puts more actions after the export', async () => {
    bar({ actions: <Button>Add Member</Button> });
    const add = await screen.findByRole('button', { name: 'Add Member' }, SLOW);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
