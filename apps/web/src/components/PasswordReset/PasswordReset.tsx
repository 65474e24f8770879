import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ResetEmailStep } from './ResetEmailStep';
import { ResetNewPasswordStep } from './ResetNewPasswordStep';
import { ResetVerifyStep } from './ResetVerifyStep';

export type ResetStep = 'email' | 'verify' | 'reset';

interface PasswordResetProps {
  step: ResetStep;
  onStepChange: (step: ResetStep) => void;
  /** After a successful reset: the parent goes to the login tab and clears this flow. */
  onDone: () => void;
  onBackToLogin: () => void;
}

const STEP_TEXT: Record<ResetStep, { n: number; title: MessageDescriptor }> = {
  email: { n: 1, title: msg`Forgot your password?` },
  verify: { n: 2, title: msg`Check your e-mail` },
  reset: { n: 3, title: msg`Choose a new password` },
};

/** The three-step reset flow of spec section 4: email → verify → reset. */
export function PasswordReset({ step, onStepChange, onDone, onBackToLogin }: PasswordResetProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [resetCode, setResetCode] = useState('');
  const { n, title } = STEP_TEXT[step];

  return (
    <Stack gap="lg">
      <div>
        <Text size="xs" fw={700} tt="uppercase" c="pine.7" lts="0.12em">
          <Trans>Step {n} of 3</Trans>
        </Text>
        <Title order={2} size="h3" mt={4}>
          {t(title)}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {step === 'email' &&
            t`Enter your account's e-mail address and we will send you a 6-digit reset code.`}
          {step === 'verify' && t`We sent a 6-digit code to ${email}. It is valid for 15 minutes.`}
          {step === 'reset' && t`Pick a password of 8 to 128 characters that is not a common one.`}
        </Text>
      </div>
      {step === 'email' && (
        <ResetEmailStep
          email={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setResetCode('');
            onStepChange('verify');
          }}
        />
      )}
      {step === 'verify' && (
        <ResetVerifyStep
          email={email}
          resetCode={resetCode}
          onVerified={(code) => {
            setResetCode(code);
            onStepChange('reset');
          }}
          onBack={() => onStepChange('email')}
        />
      )}
      {step === 'reset' && (
        <ResetNewPasswordStep
          email={email}
          resetCode={resetCode}
          onDone={onDone}
          onBack={() => onStepChange('verify')}
        />
      )}
      <Text ta="center" size="sm">
        <Anchor component="button" type="button" onClick={onBackToLogin}>
          <Trans>
            <Text span inherit c="dimmed">
              Remember your password?
            </Text>{' '}
            Login
          </Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
