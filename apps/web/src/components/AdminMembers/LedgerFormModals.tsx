import type { TLedgerRecorded, TPaymentMethod } from '@club/contract';
import { ZRecordCreditInput, ZRecordPaymentInput } from '@club/contract';
import { dollarsToCents, MAX_LEDGER_AMOUNT_CENTS, centsToDollars } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, Textarea } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../i18n/useFormat';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { useAdminForm } from '../AdminFormModal/useAdminForm';
import { PAYMENT_METHOD_OPTIONS } from '../Billing/billingView';

interface LedgerFormProps {
  member: { id: number; name: string };
  /** Back to the statement (after a save too). */
  onClose: () => void;
}

/** Billing's PAYMENT_METHOD_OPTIONS in the catalog. */
const METHOD_LABEL: Record<(typeof PAYMENT_METHOD_OPTIONS)[number]['value'], MessageDescriptor> = {
  cash: msg`Cash`,
  card_terminal: msg`Card terminal`,
  check: msg`Check`,
};

/** Each desk command's toasts and fallback refusal. */
const COMMAND_TEXT: Record<
  'Payment' | 'Credit',
  { recorded: MessageDescriptor; failed: MessageDescriptor; refused: MessageDescriptor }
> = {
  Payment: {
    recorded: msg`Payment Recorded`,
    failed: msg`Payment Failed`,
    refused: msg`The payment could not be recorded.`,
  },
  Credit: {
    recorded: msg`Credit Recorded`,
    failed: msg`Credit Failed`,
    refused: msg`The credit could not be recorded.`,
  },
};

/**
 * What both desk commands share: on success a toast with the new balance, the statement, the
 * members' balances and the day's money refreshed; a refusal shown in the dialog and as a toast.
 */
function useLedgerCommand(name: string, what: 'Payment' | 'Credit', onClose: () => void) {
  const { t } = useLingui();
  const format = useFormat();
  const text = COMMAND_TEXT[what];
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    options: {
      onSuccess: (r: TLedgerRecorded) => {
        const amount = format.money(r.entry.amountCents);
        const balance = format.money(r.balanceCents);
        toast({
          title: t(text.recorded),
          description: t`${amount} for ${name}. Balance now ${balance}.`,
        });
        void utils.adminBilling.member.invalidate();
        void utils.adminMembers.invalidate();
        void utils.adminInsights.dashboard.invalidate();
        onClose();
      },
      onError: (e: unknown) => {
        const message = readApiError(e, t(text.refused)).message;
        setError(message);
        toast({ title: t(text.failed), description: message, variant: 'destructive' });
      },
    },
  };
}

/** The amount in dollars as typed; the form keeps cents (what the schema checks and the API takes). */
function AmountField({ error, onCents }: { error: unknown; onCents: (cents: number) => void }) {
  const { t } = useLingui();
  return (
    <NumberInput
      label={t`Amount`}
      withAsterisk
      prefix="$"
      min={0}
      max={centsToDollars(MAX_LEDGER_AMOUNT_CENTS)}
      decimalScale={2}
      thousandSeparator=","
      // not clamped: an amount out of range shows the schema's message instead of changing
      clampBehavior="none"
      data-autofocus
      onChange={(v) => {
        const n = typeof v === 'number' ? v : Number.parseFloat(v);
        onCents(Number.isFinite(n) ? dollarsToCents(n) : Number.NaN);
      }}
      error={typeof error === 'string' ? error : undefined}
    />
  );
}

/** Record payment: how the member paid at the desk (cash, card terminal, check), how much, a note. */
export function RecordPaymentModal({ member, onClose }: LedgerFormProps) {
  const { t } = useLingui();
  const name = member.name;
  const command = useLedgerCommand(member.name, 'Payment', onClose);
  const record = trpc.adminBilling.recordPayment.useMutation(command.options);
  const { form, modal } = useAdminForm(
    {
      busy: record.isPending,
      onClose,
      onSubmit: (v) => {
        command.clear();
        if (v.method) record.mutate({ ...v, method: v.method, note: v.note.trim() || undefined });
      },
    },
    ZRecordPaymentInput,
    { id: member.id, method: null as TPaymentMethod | null, amountCents: 0, note: '' },
  );
  return (
    <AdminFormModal
      {...modal}
      title={t`Record payment: ${name}`}
      submitLabel={t`Record Payment`}
      error={command.error}
      closeButtonLabel={t`Close`}
    >
      <Select
        label={t`Method`}
        withAsterisk
        placeholder={t`How did they pay?`}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data={PAYMENT_METHOD_OPTIONS.map((o) => ({
          value: o.value,
          label: t(METHOD_LABEL[o.value]),
        }))}
        {...form.getInputProps('method')}
      />
      <AmountField
        error={form.errors.amountCents}
        onCents={(c) => form.setFieldValue('amountCents', c)}
      />
      <Textarea label={t`Note`} rows={2} {...form.getInputProps('note')} />
    </AdminFormModal>
  );
}

/** Record credit: an amount taken off what the member owes, with its reason (required). */
export function RecordCreditModal({ member, onClose }: LedgerFormProps) {
  const { t } = useLingui();
  const name = member.name;
  const command = useLedgerCommand(member.name, 'Credit', onClose);
  const record = trpc.adminBilling.recordCredit.useMutation(command.options);
  const { form, modal } = useAdminForm(
    {
      busy: record.isPending,
      onClose,
      onSubmit: (v) => {
        command.clear();
        record.mutate(v);
      },
    },
    ZRecordCreditInput,
    { id: member.id, amountCents: 0, reason: '' },
  );
  return (
    <AdminFormModal
      {...modal}
      title={t`Record credit: ${name}`}
      submitLabel={t`Record Credit`}
      error={command.error}
      closeButtonLabel={t`Close`}
    >
      <AmountField
        error={form.errors.amountCents}
        onCents={(c) => form.setFieldValue('amountCents', c)}
      />
      <Textarea label={t`Reason`} withAsterisk rows={2} {...form.getInputProps('reason')} />
    </AdminFormModal>
  );
}
