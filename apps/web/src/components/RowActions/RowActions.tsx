import { Button, Group, Table } from '@mantine/core';
import { IconClock, IconPencil, IconReceipt, IconTable, IconTrash } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';

/** What an admin table row can do; each has its own text, icon and accessible name. */
export type RowActionKind = 'scoreboard' | 'statement' | 'edit' | 'hours' | 'delete';

export interface RowAction {
  kind: RowActionKind;
  onClick: () => void;
}

const ACTIONS: Record<
  RowActionKind,
  { text: string; icon: TablerIcon; label: (name: string) => string; color?: string }
> = {
  scoreboard: { text: 'Scoreboard', icon: IconTable, label: (n) => `Scoreboard of ${n}` },
  statement: { text: 'Statement', icon: IconReceipt, label: (n) => `Statement of ${n}` },
  edit: { text: 'Edit', icon: IconPencil, label: (n) => `Edit ${n}` },
  hours: { text: 'Hours', icon: IconClock, label: (n) => `Hours of ${n}` },
  delete: { text: 'Delete', icon: IconTrash, label: (n) => `Delete ${n}`, color: 'red' },
};

interface RowActionsProps {
  /** The row's name, in each button's accessible name ('Edit Bay 1'). */
  name: string;
  /** In order; a false entry (an action the row does not offer) is left out. */
  actions: readonly (RowAction | false | null | undefined)[];
}

/** The actions cell of an admin table: small light buttons, one line, named after the row. */
export function RowActions({ name, actions }: RowActionsProps) {
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        {actions.map((action) => {
          if (!action) return null;
          const { text, icon: ActionIcon, label, color } = ACTIONS[action.kind];
          return (
            <Button
              key={action.kind}
              size="xs"
              variant="light"
              color={color}
              leftSection={<ActionIcon size={14} aria-hidden />}
              onClick={action.onClick}
              aria-label={label(name)}
            >
              {text}
            </Button>
          );
        })}
      </Group>
    </Table.Td>
  );
}
