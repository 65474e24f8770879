import type { TDoorCodeView } from '@club/contract';
import { DOOR_ACCESS_MESSAGES, formatTimeRange } from '@club/domain';
import { Group, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

interface DoorCodeProps {
  /** The session's code; null or absent (no door access, or none for it): nothing is shown. */
  doorCode: TDoorCodeView | null | undefined;
  zone: string;
}

/**
 * A booking's, lesson's or league night's door code on My Account: its digits and the time it
 * opens the front door once the lock has it, else "Your door code is on its way".
 */
export function DoorCode({ doorCode, zone }: DoorCodeProps) {
  if (!doorCode) return null;
  if (doorCode.status !== 'active' || !doorCode.code) {
    return (
      <Group gap={6} c="dimmed" wrap="nowrap" align="flex-start">
        <IconKey size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm">{DOOR_ACCESS_MESSAGES.codeOnItsWay}</Text>
      </Group>
    );
  }
  const opens = formatTimeRange(new Date(doorCode.startsAt), new Date(doorCode.endsAt), zone);
  return (
    // the key stays beside the first line when the text wraps on a phone
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconKey size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm">
        Door code{' '}
        <Text span fw={700} ff="monospace" data-testid="door-code">
          {doorCode.code}
        </Text>
        , opens the front door {opens}
      </Text>
    </Group>
  );
}
