import type { TLoginInput } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { useContractMessages } from '../../i18n/contractMessages';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { UntilHydrated } from '../UntilHydrated/UntilHydrated';

// The contract's rules (zod and its list of common passwords) load with the first check, not
// with the page.
const validate = async (values: TLoginInput) =>
  schemaResolver((await import('@club/contract')).ZLoginInput)(values);

interface LoginFormProps {
  onForgotPassword: () => void;
  onRegister: () => void;
}

/**
 * E-mail and password; the e-mail is sent as `username`. Signed in, the member becomes `auth.me`
 * (the auth page then sends them on to where they were going).
 */
export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useForm<TLoginInput>({
    initialValues: { username: '', password: '' },
    validate: useContractMessages(validate),
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => utils.auth.me.setData(undefined, user),
    onError: (error) => {
      const { message, fieldErrors } = readApiError(
        error,
        t`Something went wrong. Please try again.`,
      );
      form.setErrors(fieldErrors);
      toast({ title: t`Login failed`, description: message, variant: 'destructive' });
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <UntilHydrated>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            placeholder={t`Your password`}
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
              <Trans>Forgot your password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            <Trans>Login</Trans>
          </Button>
          <Text ta="center" size="sm">
            <Anchor component="button" type="button" onClick={onRegister}>
              <Trans>
                <Text span inherit c="dimmed">
                  Don&apos;t have an account?
                </Text>{' '}
                Register
              </Trans>
            </Anchor>
          </Text>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
