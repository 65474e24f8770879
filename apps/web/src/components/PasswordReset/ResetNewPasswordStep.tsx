import type { TNewPasswordForm } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useContractMessages } from '../../i18n/contractMessages';
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
  const { t } = useLingui();
  const form = useForm<TNewPasswordForm>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: useContractMessages(validate),
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      toast({
        title: t`Password reset successful`,
        description: t`Your password has been reset. You can now log in with your new password.`,
      });
      onDone();
    },
    onError: () =>
      toast({
        title: t`Error`,
        description: t`There was a problem resetting your password. Please try again.`,
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
          label={t`New Password`}
          description={t`8 to 128 characters, not a common password`}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t`Confirm New Password`}
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
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" size="md" loading={reset.isPending}>
            <Trans>Reset Password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
