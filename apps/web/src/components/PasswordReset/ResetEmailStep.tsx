import { ZForgotPasswordInput } from '@club/contract';
import type { TForgotPasswordInput } from '@club/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';

/** Step 1: ask for a reset code. The answer is the same whether the account exists or not. */
export function ResetEmailStep({
  email,
  onSent,
}: {
  email: string;
  onSent: (email: string) => void;
}) {
  const trpc = useTRPC();
  const form = useForm<TForgotPasswordInput>({
    initialValues: { email },
    validate: zod4Resolver(ZForgotPasswordInput),
  });
  const send = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
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
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
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
