import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Table } from '@mantine/core';
import { IconClock, IconPencil, IconReceipt, IconTable, IconTrash } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import classes from './RowActions.module.css';

/** What an admin table row can do; each has its own text, icon and accessible name. */
export type RowActionKind = 'scoreboard' | 'statement' | 'edit' | 'hours' | 'delete';

export interface RowAction {
  kind: RowActionKind;
  onClick: () => void;
}

const ACTIONS: Record<
  RowActionKind,
  { text: MessageDescriptor; icon: TablerIcon; color?: string }
> = {
  scoreboard: { text: msg`Scoreboard`, icon: IconTable },
  statement: { text: msg`Statement`, icon: IconReceipt },
  edit: { text: msg`Edit`, icon: IconPencil },
  hours: { text: msg`Hours`, icon: IconClock },
  delete: { text: msg`Delete`, icon: IconTrash, color: 'red' },
};

/** An action's accessible name, after the row ('Edit Bay 1'). */
function actionLabel(kind: RowActionKind, name: string): MessageDescriptor {
  switch (kind) {
    case 'scoreboard':
      return msg`Scoreboard of ${name}`;
    case 'statement':
      return msg`Statement of ${name}`;
    case 'edit':
      return msg`Edit ${name}`;
    case 'hours':
      return msg`Hours of ${name}`;
    case 'delete':
      return msg`Delete ${name}`;
  }
}

interface RowActionsProps {
  /** The row's name, in each button's accessible name ('Edit Bay 1'). */
  name: string;
  /** In order; a false entry (an action the row does not offer) is left out. */
  actions: readonly (RowAction | false | null | undefined)[];
}

/**
 * The actions cell of an admin table: small light buttons, one line, named after the row; on a
 * phone each shows its icon only (RowActions.module.css), so the row's name stays in view.
 */
export function RowActions({ name, actions }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        {actions.map((action) => {
          if (!action) return null;
          const { text, icon: ActionIcon, color } = ACTIONS[action.kind];
          return (
            <Button
              key={action.kind}
              size="xs"
              variant="light"
              color={color}
              classNames={{ root: classes.button, section: classes.section, label: classes.label }}
              leftSection={<ActionIcon size={14} aria-hidden />}
              onClick={action.onClick}
              aria-label={t(actionLabel(action.kind, name))}
            >
              {t(text)}
            </Button>
          );
        })}
      </Group>
    </Table.Td>
  );
}
