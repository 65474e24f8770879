import type { TLoginInput } from '@club/contract';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSetCurrentUser } from '../../hooks/useCurrentUser';
import { useRpcMutation } from '../../hooks/useRpcMutation';
import { readApiError } from '../../lib/apiError';
import { lazyValidation } from '../../lib/lazyValidation';
import { useVisitorForm } from '../../lib/visitorForm';
import { toast } from '../../lib/toast';

interface LoginFormProps {
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** E-mail and password; the e-mail is sent as `username`. */
export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const setCurrentUser = useSetCurrentUser();
  const [rules] = useState(() =>
    lazyValidation<TLoginInput>(() => import('../../lib/authValidation').then((m) => m.loginRules)),
  );
  const form = useVisitorForm<TLoginInput>({
    initialValues: { username: '', password: '' },
    validate: rules.validate,
  });
  const login = useRpcMutation('auth.login', {
    onSuccess: (user) => setCurrentUser(user),
    onError: (error) => {
      const { message, fieldErrors } = readApiError(error);
      form.setErrors(fieldErrors);
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      onFocus={rules.preload}
      onSubmit={rules.submit(form, (values) => login.mutate(values))}
    >
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          Login
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={onRegister}>
            <Text span inherit c="dimmed">
              Don&apos;t have an account?
            </Text>{' '}
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
