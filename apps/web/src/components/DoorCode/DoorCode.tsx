import type { TDoorCodeView } from '@club/contract';
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useFormat } from '../../i18n/useFormat';

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
  const format = useFormat();
  if (!doorCode) return null;
  if (doorCode.status !== 'active' || !doorCode.code) {
    return (
      <Group gap={6} c="dimmed" wrap="nowrap" align="flex-start">
        <IconKey size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        {/* the domain's DOOR_ACCESS_MESSAGES.codeOnItsWay, in the screens' language */}
        <Text size="sm">
          <Trans>Your door code is on its way</Trans>
        </Text>
      </Group>
    );
  }
  const opens = format.timeRange(new Date(doorCode.startsAt), new Date(doorCode.endsAt), zone);
  const code = doorCode.code;
  return (
    // the key stays beside the first line when the text wraps on a phone
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconKey size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm">
        <Trans>
          Door code{' '}
          <Text span fw={700} ff="monospace" data-testid="door-code">
            {code}
          </Text>
          , opens the front door {opens}
        </Trans>
      </Text>
    </Group>
  );
}
