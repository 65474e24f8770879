import type { TForgotPasswordInput } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useContractMessages } from '../../i18n/contractMessages';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

// The contract's rules (zod and its list of common passwords) load with the first check, not
// with the page.
const validate = async (values: TForgotPasswordInput) =>
  schemaResolver((await import('@club/contract')).ZForgotPasswordInput)(values);

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
  const { t } = useLingui();
  const form = useForm<TForgotPasswordInput>({
    initialValues: { email },
    validate: useContractMessages(validate),
  });
  const send = trpc.auth.forgotPassword.useMutation({
    onSuccess: (_answer, input) => {
      toast({
        title: t`Reset code sent`,
        description: t`If an account exists with this email, a reset code has been sent. Please check your inbox.`,
      });
      onSent(input.email);
    },
    onError: () =>
      toast({
        title: t`Error`,
        description: t`There was a problem sending the reset code. Please try again.`,
        variant: 'destructive',
      }),
  });

  // the address is checked like a request's, then step 2 opens without sending anything
  const haveCode = form.onSubmit((values) => onSent(values.email.trim().toLowerCase()));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        send.mutate({ email: values.email.trim().toLowerCase() }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          <Trans>Send Reset Code</Trans>
        </Button>
        <Button type="button" variant="subtle" size="sm" onClick={() => haveCode()}>
          <Trans>I already have a code</Trans>
        </Button>
      </Stack>
    </form>
  );
}
