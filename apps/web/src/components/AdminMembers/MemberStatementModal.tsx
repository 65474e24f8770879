import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal } from '@mantine/core';
import { IconCash, IconReceiptRefund } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { StatementBody } from '../Billing/StatementBody';
import { RecordCreditModal, RecordPaymentModal } from './LedgerFormModals';

interface MemberStatementModalProps {
  member: { id: number; firstName: string; lastName: string };
  zone: string;
  onClose: () => void;
}

/**
 * A member's statement for the desk: the balance, the statement paged, and Record payment and
 * Record credit. Each form takes the dialog's place and comes back to the statement, its balance
 * refreshed, when saved or closed (one dialog at a time: no focus trap inside another).
 */
export function MemberStatementModal({ member, zone, onClose }: MemberStatementModalProps) {
  const { t } = useLingui();
  const name = `${member.firstName} ${member.lastName}`;
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<'payment' | 'credit' | null>(null);
  const billing = trpc.adminBilling.member.useQuery(
    { id: member.id, page, pageSize: 10 },
    { placeholderData: keepPreviousData },
  );
  const back = () => setForm(null);
  const who = { id: member.id, name };
  if (form === 'payment') return <RecordPaymentModal member={who} onClose={back} />;
  if (form === 'credit') return <RecordCreditModal member={who} onClose={back} />;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Statement: ${name}`}
      centered
      radius="lg"
      size="xl"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <StatementBody
        billing={billing}
        zone={zone}
        onPage={setPage}
        name={name}
        actions={
          <Group gap="sm">
            <Button
              leftSection={<IconCash size={16} aria-hidden />}
              onClick={() => setForm('payment')}
            >
              <Trans>Record payment</Trans>
            </Button>
            <Button
              variant="light"
              leftSection={<IconReceiptRefund size={16} aria-hidden />}
              onClick={() => setForm('credit')}
            >
              <Trans>Record credit</Trans>
            </Button>
          </Group>
        }
      />
    </Modal>
  );
}
