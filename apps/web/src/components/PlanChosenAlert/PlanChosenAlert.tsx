import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface PlanChosenAlertProps {
  planName: string;
  onClose: () => void;
  className?: string;
}

/** What a member sees after choosing a plan: payment is not online yet; the club will call. */
export function PlanChosenAlert({ planName, onClose, className }: PlanChosenAlertProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [planName]);
  return (
    <Alert
      ref={ref}
      mb="xl"
      variant="light"
      color="gold"
      radius="md"
      icon={<IconInfoCircle aria-hidden />}
      title={t`You chose the ${planName} plan`}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
      className={className}
    >
      <Trans>
        Online payment is not available yet. Our team will contact you to complete your membership.
      </Trans>
    </Alert>
  );
}
