import type { TDemoRequestReceipt } from '@club/contract';
import { DEMO_FACTS, formatLocalDate, PREFERRED_TIME_OPTIONS } from '@club/domain';
import { useClubContact } from '../../hooks/useClubLocation';
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
  const time =
    PREFERRED_TIME_OPTIONS.find((o) => o.value === receipt.preferredTime)?.label ??
    receipt.preferredTime;

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
          Demo Request Successful!
        </Title>
        <Text size="lg" maw={460}>
          Thank you, {firstName}. We have your request for a free demo on{' '}
          <strong>{formatLocalDate(receipt.preferredDate)}</strong>, {time}.
        </Text>
        <Text c="dimmed" maw={460}>
          A member of our team will call you to confirm the time. A copy of your request is on its
          way to <strong className={classes.email}>{email}</strong>. {DEMO_FACTS.summary}
        </Text>
        <Text fw={600} className={classes.phone}>
          <IconPhone size={18} aria-hidden className={classes.phoneIcon} />
          Questions? Call us at{' '}
          <Anchor href={contact.phoneHref} fw={700}>
            {contact.phone}
          </Anchor>
        </Text>
        <Button size="md" mt="xs" onClick={onBookAnother}>
          Book Another Demo
        </Button>
      </Stack>
    </Paper>
  );
}
