import type { TVerifyResetCodeInput } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useContractMessages } from '../../i18n/contractMessages';
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
  const { t } = useLingui();
  const form = useForm<TVerifyResetCodeInput>({
    initialValues: { email, resetCode },
    validate: useContractMessages(validate),
  });
  const verify = trpc.auth.verifyResetCode.useMutation({
    onSuccess: (_answer, input) => {
      toast({ title: t`Code verified` });
      onVerified(input.resetCode);
    },
    onError: () =>
      toast({
        title: t`Invalid code`,
        description: t`The reset code is invalid or has expired. Please try again.`,
        variant: 'destructive',
      }),
  });
  const error = form.errors.resetCode;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => verify.mutate(values))}>
      <Stack gap="md">
        <Input.Wrapper
          label={t`Reset code`}
          description={t`Enter the 6-digit code from the e-mail`}
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
            getInputProps={(index) => {
              const digit = index + 1;
              return { 'aria-label': t`Reset code digit ${digit} of 6` };
            }}
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
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" size="md" loading={verify.isPending}>
            <Trans>Verify Code</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
