import type { TAdminCoach } from '@club/contract';
import { ZCoachInput } from '@club/contract';
import { Group, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';

export interface CoachValues {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  hourlyRate: number;
  isActive: boolean;
}

interface CoachFormModalProps {
  coach: TAdminCoach | null;
  zone: string;
  busy: boolean;
  onSubmit: (values: CoachValues) => void;
  onClose: () => void;
}

/** Add Coach and Edit: name, e-mail, bio, hourly rate in whole dollars, active; Edit shows the history. */
export function CoachFormModal({ coach, zone, busy, onSubmit, onClose }: CoachFormModalProps) {
  const form = useForm<CoachValues>({
    initialValues: {
      firstName: coach?.firstName ?? '',
      lastName: coach?.lastName ?? '',
      email: coach?.email ?? '',
      bio: coach?.bio ?? '',
      hourlyRate: coach?.hourlyRate ?? 80,
      isActive: coach?.isActive ?? true,
    },
    validate: schemaResolver(ZCoachInput, { sync: true }),
  });
  return (
    <AdminFormModal
      title={coach ? 'Edit Coach' : 'Add Coach'}
      onSubmit={form.onSubmit(onSubmit)}
      onClose={onClose}
      submitLabel={coach ? 'Save Coach' : 'Add Coach'}
      busy={busy}
      closeButtonLabel="Close"
      history={coach && { entityType: 'coach', entityId: coach.id, zone }}
    >
      <Group grow>
        <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
      </Group>
      <TextInput
        label="Email"
        description="Lesson e-mails go here (optional)"
        {...form.getInputProps('email')}
      />
      <Textarea label="Bio" rows={3} {...form.getInputProps('bio')} />
      <NumberInput
        label="Hourly Rate ($)"
        min={0}
        max={1000}
        allowDecimal={false}
        withAsterisk
        {...form.getInputProps('hourlyRate')}
      />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </AdminFormModal>
  );
}
