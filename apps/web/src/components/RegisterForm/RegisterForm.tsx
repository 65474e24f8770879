import type { TRegisterForm, TUser } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { useContractMessages } from '../../i18n/contractMessages';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { UntilHydrated } from '../UntilHydrated/UntilHydrated';

// The contract's rules (zod and its list of common passwords) load with the first check, not
// with the page.
const validate = async (values: RegisterValues) =>
  schemaResolver((await import('@club/contract')).ZRegisterForm)(values);

interface RegisterFormProps {
  /** Called with the new user before they become the current user. */
  onRegistered: (user: TUser) => void;
  onLogin: () => void;
}

type RegisterValues = Required<{ [K in keyof TRegisterForm]: string }>;

/** New account; on success the member is signed in (spec sections 2 and 4). */
export function RegisterForm({ onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
    validate: useContractMessages(validate),
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      onRegistered(user);
      utils.auth.me.setData(undefined, user);
      toast({ title: t`Registration successful` });
    },
    onError: (error) => {
      const { message, fieldErrors } = readApiError(
        error,
        t`Something went wrong. Please try again.`,
      );
      form.setErrors(fieldErrors);
      toast({ title: t`Registration failed`, description: message, variant: 'destructive' });
    },
  });

  // confirmPassword is only for the form; it is never sent.
  const submit = ({ confirmPassword: _confirm, phone, ...rest }: RegisterValues) =>
    register.mutate({ ...rest, phone: phone.trim() === '' ? null : phone });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <UntilHydrated>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t`First Name`}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last Name`}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t`Phone`}
            description={t`Optional`}
            type="tel"
            autoComplete="tel"
            placeholder="(210) 555-0123"
            {...form.getInputProps('phone')}
          />
          <PasswordInput
            label={t`Password`}
            description={t`8 to 128 characters, not a common password`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Confirm Password`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            <Trans>Create Account</Trans>
          </Button>
          <Text ta="center" size="sm">
            <Anchor component="button" type="button" onClick={onLogin}>
              <Trans>
                <Text span inherit c="dimmed">
                  Already have an account?
                </Text>{' '}
                Login
              </Trans>
            </Anchor>
          </Text>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
