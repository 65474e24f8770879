import type { TUser } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface EmailValues {
  newEmail: string;
  password: string;
}

const validate = async (values: EmailValues) =>
  schemaResolver((await import('@club/contract')).ZEmailChangeInput)(values);

/**
 * Two steps: the new address and the password (`account.requestEmailChange`), then the 6-digit
 * code sent to the new address (`account.confirmEmailChange`); the old address is told.
 */
export function ChangeEmailForm({ user }: { user: TUser }) {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const form = useForm<EmailValues>({ initialValues: { newEmail: '', password: '' }, validate });
  const request = trpc.account.requestEmailChange.useMutation({
    onSuccess: (_answer, input) => {
      setSentTo(input.newEmail.trim().toLowerCase());
      setCode('');
      setCodeError(null);
      // the contract's ACCOUNT_MESSAGES, in the screens' language
      toast({
        title: t`Code sent`,
        description: t`We sent a 6-digit code to your new address. Enter it here to confirm the change.`,
      });
    },
    onError: (error) => {
      const { message, fieldErrors } = readApiError(error);
      form.setErrors(fieldErrors);
      toast({ title: t`Email not changed`, description: message, variant: 'destructive' });
    },
  });
  const confirm = trpc.account.confirmEmailChange.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      setSentTo(null);
      form.reset();
      toast({ title: t`Email changed`, description: t`Your email address has been changed.` });
    },
    onError: (error) => {
      const { message } = readApiError(error);
      setCodeError(message);
      toast({ title: t`Email not changed`, description: message, variant: 'destructive' });
    },
  });
  const submitCode = () => {
    if (!/^\d{6}$/.test(code)) setCodeError(t`The code must be 6 digits`);
    else confirm.mutate({ code });
  };

  const email = user.email;
  return (
    <Stack gap="sm" component="section" aria-labelledby="email-title">
      <Title order={3} size="h4" id="email-title">
        <Trans>Change email</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Your address now: {email}. You sign in with the new address once it is confirmed.
        </Trans>
      </Text>
      {sentTo === null ? (
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values))}>
          <Stack gap="md">
            <TextInput
              label={t`New Email`}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('newEmail')}
            />
            <PasswordInput
              label={t`Password`}
              description={t`Your current password`}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={request.isPending}>
                <Trans>Send Code</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitCode();
          }}
        >
          <Stack gap="md">
            <Alert variant="light" color="pine" role="status">
              <Trans>We sent a 6-digit code to {sentTo}. It is valid for 15 minutes.</Trans>
            </Alert>
            <Stack gap={4}>
              <Text component="label" id="email-code-label" fw={500} size="sm">
                <Trans>Confirmation code</Trans>
              </Text>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeError(null);
                }}
                error={codeError !== null}
                aria-labelledby="email-code-label"
                getInputProps={(index) => {
                  const digit = index + 1;
                  return { 'aria-label': t`Code digit ${digit}` };
                }}
              />
              {codeError && (
                <Text size="sm" c="red" role="alert">
                  {codeError}
                </Text>
              )}
            </Stack>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setSentTo(null)}>
                <Trans>Back</Trans>
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                <Trans>Confirm Email</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
