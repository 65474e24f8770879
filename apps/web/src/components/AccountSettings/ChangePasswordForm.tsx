import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const validate = async (values: PasswordValues) =>
  schemaResolver((await import('@club/contract')).ZChangePasswordForm)(values);

/** `account.changePassword` (POST /api/user/password): every other device is signed out. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
  });
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      // the contract's ACCOUNT_MESSAGES.passwordChanged, in the screens' language
      toast({
        title: t`Password changed`,
        description: t`Your password has been changed. Every other device was signed out.`,
      });
    },
    onError: (error) => {
      const { message, fieldErrors } = readApiError(error);
      form.setErrors(fieldErrors);
      toast({ title: t`Password not changed`, description: message, variant: 'destructive' });
    },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="password-title">
      <Title order={3} size="h4" id="password-title">
        <Trans>Change password</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Every other device signed in to your account is signed out, and we e-mail you a notice.
        </Trans>
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
        <Stack gap="md">
          <PasswordInput
            label={t`Current Password`}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
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
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              <Trans>Change Password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
