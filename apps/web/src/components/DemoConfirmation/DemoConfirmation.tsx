import type { TDemoRequestReceipt } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEMO_SUMMARY } from '../../content/clubMessages';
import { PREFERRED_TIME_LABELS } from '../../content/demoOptions';
import { useClubContact } from '../../hooks/useClubLocation';
import { useFormat } from '../../i18n/useFormat';
import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import classes from './DemoConfirmation.module.css';

interface DemoConfirmationProps {
  receipt: TDemoRequestReceipt;
  firstName: string;
  email: string;
  onBookAnother: () => void;
}

/** Shown in place of the form after a request went through. */
export function DemoConfirmation({
  receipt,
  firstName,
  email,
  onBookAnother,
}: DemoConfirmationProps) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const contact = useClubContact();
  const { t } = useLingui();
  const format = useFormat();
  const time = t(PREFERRED_TIME_LABELS[receipt.preferredTime]);
  const day = format.day(receipt.preferredDate);
  const summary = t(DEMO_SUMMARY);
  const phone = contact.phone;

  // Phones scroll the card into view (below the fixed bar); readers hear its heading.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Paper ref={card} withBorder shadow="md" p={{ base: 'lg', sm: 40 }} className={classes.card}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="pine">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1} className={classes.heading}>
          <Trans>Demo Request Successful!</Trans>
        </Title>
        <Text size="lg" maw={460}>
          <Trans>
            Thank you, {firstName}. We have your request for a free demo on <strong>{day}</strong>,{' '}
            {time}.
          </Trans>
        </Text>
        <Text c="dimmed" maw={460}>
          {/* The demo's facts are a sentence of their own (clubMessages), after this message's. */}
          <Trans>
            A member of our team will call you to confirm the time. A copy of your request is on its
            way to <strong className={classes.email}>{email}</strong>.
          </Trans>{' '}
          {summary}
        </Text>
        <Text fw={600} className={classes.phone}>
          <IconPhone size={18} aria-hidden className={classes.phoneIcon} />
          <Trans>
            Questions? Call us at{' '}
            <Anchor href={contact.phoneHref} fw={700}>
              {phone}
            </Anchor>
          </Trans>
        </Text>
        <Button size="md" mt="xs" onClick={onBookAnother}>
          <Trans>Book Another Demo</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
