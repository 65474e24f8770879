import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';

interface BookingWaitlistModalProps {
  opened: boolean;
  /** 'Saturday 11/28/26, 7:00 PM - 8:00 PM' */
  when: string;
  isJoining: boolean;
  onJoin: () => void;
  onFindAnotherTime: () => void;
}

/** The server said every bay is taken: join the waitlist or pick another time. */
export function BookingWaitlistModal(props: BookingWaitlistModalProps) {
  const { t } = useLingui();
  const when = props.when;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onFindAnotherTime}
      title={t`All Bays Are Booked`}
      centered
      radius="lg"
      styles={{
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontWeight: 700,
          fontSize: '1.35rem',
        },
      }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="yellow">
            <IconHourglassHigh size={24} aria-hidden />
          </ThemeIcon>
          <Text>
            <Trans>
              Every bay is booked for <strong>{when}</strong>. Join the waitlist and your booking is
              confirmed automatically; you are notified when a spot opens.
            </Trans>
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onFindAnotherTime} disabled={props.isJoining}>
            <Trans>Find Another Time</Trans>
          </Button>
          <Button color="pine" loading={props.isJoining} onClick={props.onJoin}>
            <Trans>Join Waitlist</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
