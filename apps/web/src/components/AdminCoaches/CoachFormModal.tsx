import type { TAdminCoach } from '@club/contract';
import { ZCoachInput } from '@club/contract';
import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { useAdminForm } from '../AdminFormModal/useAdminForm';
import type { AdminFormProps } from '../AdminFormModal/useAdminForm';

export type CoachValues = {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  hourlyRate: number;
  isActive: boolean;
};

interface CoachFormModalProps extends AdminFormProps<CoachValues> {
  coach: TAdminCoach | null;
  zone: string;
}

/** Add Coach and Edit: name, e-mail, bio, hourly rate in whole dollars, active; Edit shows the history. */
export function CoachFormModal({ coach, zone, ...dialog }: CoachFormModalProps) {
  const { t } = useLingui();
  const { form, modal } = useAdminForm<CoachValues>(dialog, ZCoachInput, {
    firstName: coach?.firstName ?? '',
    lastName: coach?.lastName ?? '',
    email: coach?.email ?? '',
    bio: coach?.bio ?? '',
    hourlyRate: coach?.hourlyRate ?? 80,
    isActive: coach?.isActive ?? true,
  });
  return (
    <AdminFormModal
      {...modal}
      title={coach ? t`Edit Coach` : t`Add Coach`}
      submitLabel={coach ? t`Save Coach` : t`Add Coach`}
      closeButtonLabel={t`Close`}
      history={coach && { entityType: 'coach', entityId: coach.id, zone }}
    >
      <Group grow>
        <TextInput label={t`First Name`} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t`Last Name`} withAsterisk {...form.getInputProps('lastName')} />
      </Group>
      <TextInput
        label={t`Email`}
        description={t`Lesson e-mails go here (optional)`}
        {...form.getInputProps('email')}
      />
      <Textarea label={t`Bio`} rows={3} {...form.getInputProps('bio')} />
      <NumberInput
        label={t`Hourly Rate ($)`}
        min={0}
        max={1000}
        allowDecimal={false}
        withAsterisk
        {...form.getInputProps('hourlyRate')}
      />
      <Switch label={t`Active`} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </AdminFormModal>
  );
}
