import type { TAdminCoach } from '@club/contract';
import { ZCoachInput } from '@club/contract';
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AdminHistory } from '../AdminHistory/AdminHistory';

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
    <Modal
      opened
      onClose={onClose}
      title={coach ? 'Edit Coach' : 'Add Coach'}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={busy}>
              {coach ? 'Save Coach' : 'Add Coach'}
            </Button>
          </Group>
          {coach && (
            <>
              <Divider />
              <Title order={4}>History</Title>
              <AdminHistory entityType="coach" entityId={coach.id} zone={zone} />
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
