import type { TLedgerRecorded, TPaymentMethod } from '@club/contract';
import { ZRecordCreditInput, ZRecordPaymentInput } from '@club/contract';
import { dollarsToCents, formatCents, MAX_LEDGER_AMOUNT_CENTS, centsToDollars } from '@club/domain';
import { NumberInput, Select, Textarea } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { useAdminForm } from '../AdminFormModal/useAdminForm';
import { PAYMENT_METHOD_OPTIONS } from '../Billing/billingView';

interface LedgerFormProps {
  member: { id: number; name: string };
  /** Back to the statement (after a save too). */
  onClose: () => void;
}

/**
 * What both desk commands share: on success a toast with the new balance, the statement, the
 * members' balances and the day's money refreshed; a refusal shown in the dialog and as a toast.
 */
function useLedgerCommand(name: string, what: 'Payment' | 'Credit', onClose: () => void) {
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    options: {
      onSuccess: (r: TLedgerRecorded) => {
        toast({
          title: `${what} Recorded`,
          description: `${formatCents(r.entry.amountCents)} for ${name}. Balance now ${formatCents(r.balanceCents)}.`,
        });
        void utils.adminBilling.member.invalidate();
        void utils.adminMembers.invalidate();
        void utils.adminInsights.dashboard.invalidate();
        onClose();
      },
      onError: (e: unknown) => {
        const message = readApiError(e, `The ${what.toLowerCase()} could not be recorded.`).message;
        setError(message);
        toast({ title: `${what} Failed`, description: message, variant: 'destructive' });
      },
    },
  };
}

/** The amount in dollars as typed; the form keeps cents (what the schema checks and the API takes). */
function AmountField({ error, onCents }: { error: unknown; onCents: (cents: number) => void }) {
  return (
    <NumberInput
      label="Amount"
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
      title={`Record payment: ${member.name}`}
      submitLabel="Record Payment"
      error={command.error}
      closeButtonLabel="Close"
    >
      <Select
        label="Method"
        withAsterisk
        placeholder="How did they pay?"
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data={PAYMENT_METHOD_OPTIONS.map((o) => ({ ...o }))}
        {...form.getInputProps('method')}
      />
      <AmountField
        error={form.errors.amountCents}
        onCents={(c) => form.setFieldValue('amountCents', c)}
      />
      <Textarea label="Note" rows={2} {...form.getInputProps('note')} />
    </AdminFormModal>
  );
}

/** Record credit: an amount taken off what the member owes, with its reason (required). */
export function RecordCreditModal({ member, onClose }: LedgerFormProps) {
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
      title={`Record credit: ${member.name}`}
      submitLabel="Record Credit"
      error={command.error}
      closeButtonLabel="Close"
    >
      <AmountField
        error={form.errors.amountCents}
        onCents={(c) => form.setFieldValue('amountCents', c)}
      />
      <Textarea label="Reason" withAsterisk rows={2} {...form.getInputProps('reason')} />
    </AdminFormModal>
  );
}
