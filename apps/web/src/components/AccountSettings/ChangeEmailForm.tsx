import { ACCOUNT_MESSAGES, type TUser } from '@club/contract';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const form = useForm<EmailValues>({ initialValues: { newEmail: '', password: '' }, validate });
  const request = trpc.account.requestEmailChange.useMutation({
    onSuccess: (_answer, input) => {
      setSentTo(input.newEmail.trim().toLowerCase());
      setCode('');
      setCodeError(null);
      toast({ title: 'Code sent', description: ACCOUNT_MESSAGES.codeSent });
    },
    onError: (error) => {
      const { message, fieldErrors } = readApiError(error);
      form.setErrors(fieldErrors);
      toast({ title: 'Email not changed', description: message, variant: 'destructive' });
    },
  });
  const confirm = trpc.account.confirmEmailChange.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      setSentTo(null);
      form.reset();
      toast({ title: 'Email changed', description: ACCOUNT_MESSAGES.emailChanged });
    },
    onError: (error) => {
      const { message } = readApiError(error);
      setCodeError(message);
      toast({ title: 'Email not changed', description: message, variant: 'destructive' });
    },
  });
  const submitCode = () => {
    if (!/^\d{6}$/.test(code)) setCodeError(ACCOUNT_MESSAGES.codeFormat);
    else confirm.mutate({ code });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="email-title">
      <Title order={3} size="h4" id="email-title">
        Change email
      </Title>
      <Text size="sm" c="dimmed">
        Your address now: {user.email}. You sign in with the new address once it is confirmed.
      </Text>
      {sentTo === null ? (
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values))}>
          <Stack gap="md">
            <TextInput
              label="New Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('newEmail')}
            />
            <PasswordInput
              label="Password"
              description="Your current password"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={request.isPending}>
                Send Code
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
              We sent a 6-digit code to {sentTo}. It is valid for 15 minutes.
            </Alert>
            <Stack gap={4}>
              <Text component="label" id="email-code-label" fw={500} size="sm">
                Confirmation code
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
                getInputProps={(index) => ({ 'aria-label': `Code digit ${index + 1}` })}
              />
              {codeError && (
                <Text size="sm" c="red" role="alert">
                  {codeError}
                </Text>
              )}
            </Stack>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setSentTo(null)}>
                Back
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                Confirm Email
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
