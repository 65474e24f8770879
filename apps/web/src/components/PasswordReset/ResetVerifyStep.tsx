import type { TVerifyResetCodeInput } from '@club/contract';
import { Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

// The contract's rules (zod and its list of common passwords) load with the first check, not
// with the page.
const validate = async (values: TVerifyResetCodeInput) =>
  schemaResolver((await import('@club/contract')).ZVerifyResetCodeInput)(values);

interface ResetVerifyStepProps {
  email: string;
  resetCode: string;
  onVerified: (resetCode: string) => void;
  onBack: () => void;
}

/** Step 2: the six digits from the e-mail. */
export function ResetVerifyStep({ email, resetCode, onVerified, onBack }: ResetVerifyStepProps) {
  const form = useForm<TVerifyResetCodeInput>({
    initialValues: { email, resetCode },
    validate,
  });
  const verify = trpc.auth.verifyResetCode.useMutation({
    onSuccess: (_answer, input) => {
      toast({ title: 'Code verified' });
      onVerified(input.resetCode);
    },
    onError: () =>
      toast({
        title: 'Invalid code',
        description: 'The reset code is invalid or has expired. Please try again.',
        variant: 'destructive',
      }),
  });
  const error = form.errors.resetCode;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => verify.mutate(values))}>
      <Stack gap="md">
        <Input.Wrapper
          label="Reset code"
          description="Enter the 6-digit code from the e-mail"
          error={error}
          withAsterisk
          id="reset-code"
          labelElement="div"
        >
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            size="md"
            gap="xs"
            error={Boolean(error)}
            id="reset-code-input"
            getInputProps={(index) => ({ 'aria-label': `Reset code digit ${index + 1} of 6` })}
            value={form.values.resetCode}
            onChange={(value) => form.setFieldValue('resetCode', value)}
            mt={6}
          />
        </Input.Wrapper>
        <Group grow gap="sm">
          <Button
            variant="default"
            size="md"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
          >
            Back
          </Button>
          <Button type="submit" size="md" loading={verify.isPending}>
            Verify Code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
