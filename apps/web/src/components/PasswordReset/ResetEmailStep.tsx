import type { TForgotPasswordInput } from '@club/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRpcMutation } from '../../hooks/useRpcMutation';
import { lazyValidation } from '../../lib/lazyValidation';
import { useVisitorForm } from '../../lib/visitorForm';
import { toast } from '../../lib/toast';

/**
 * Step 1: ask for a reset code. The answer is the same whether the account exists or not. A
 * member who already has a code (the club's Add Member e-mail carries one) goes on to step 2
 * without asking for another, which would replace it.
 */
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

  // the address is checked like a request's, then step 2 opens without sending anything
  const haveCode = rules.submit(form, (values) => onSent(values.email.trim().toLowerCase()));

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
        <Button type="button" variant="subtle" size="sm" onClick={() => haveCode()}>
          I already have a code
        </Button>
      </Stack>
    </form>
  );
}
