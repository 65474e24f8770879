import type { TNewPasswordForm } from '@club/contract';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

// The contract's rules (zod and its list of common passwords) load with the first check, not
// with the page.
const validate = async (values: TNewPasswordForm) =>
  schemaResolver((await import('@club/contract')).ZNewPasswordForm)(values);

interface ResetNewPasswordStepProps {
  email: string;
  resetCode: string;
  onDone: () => void;
  onBack: () => void;
}

/** Step 3: the new password, twice. */
export function ResetNewPasswordStep({
  email,
  resetCode,
  onDone,
  onBack,
}: ResetNewPasswordStepProps) {
  const form = useForm<TNewPasswordForm>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate,
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      toast({
        title: 'Password reset successful',
        description: 'Your password has been reset. You can now log in with your new password.',
      });
      onDone();
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'There was a problem resetting your password. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ email, resetCode, newPassword }))}
    >
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          description="8 to 128 characters, not a common password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Group grow gap="sm">
          <Button
            variant="default"
            size="md"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
          >
            Back
          </Button>
          <Button type="submit" size="md" loading={reset.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
