import type { TForgotPasswordInput } from '@club/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRpcMutation } from '../../hooks/useRpcMutation';
import { lazyValidation } from '../../lib/lazyValidation';
import { useVisitorForm } from '../../lib/visitorForm';
import { toast } from '../../lib/toast';

/** Step 1: ask for a reset code. The answer is the same whether the account exists or not. */
export function ResetEmailStep({
  email,
  onSent,
}: {
  email: string;
  onSent: (email: string) => void;
}) {
  const [rules] = useState(() =>
    lazyValidation<TForgotPasswordInput>(() =>
      import('../../lib/authValidation').then((m) => m.forgotPasswordRules),
    ),
  );
  const form = useVisitorForm<TForgotPasswordInput>({
    initialValues: { email },
    validate: rules.validate,
  });
  const send = useRpcMutation('auth.forgotPassword', {
    onSuccess: (_answer, input) => {
      toast({
        title: 'Reset code sent',
        description:
          'If an account exists with this email, a reset code has been sent. Please check your inbox.',
      });
      onSent(input.email);
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'There was a problem sending the reset code. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <form
      noValidate
      onFocus={rules.preload}
      onSubmit={rules.submit(form, (values) =>
        send.mutate({ email: values.email.trim().toLowerCase() }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          Send Reset Code
        </Button>
      </Stack>
    </form>
  );
}
