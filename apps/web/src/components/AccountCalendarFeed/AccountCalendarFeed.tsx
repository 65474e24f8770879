import {
  ActionIcon,
  CopyButton,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** The member's private .ics feed URL with a copy button. */
export function AccountCalendarFeed() {
  const trpc = useTRPC();
  const feed = useQuery(trpc.bookings.calendarFeed.queryOptions());
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title
          order={2}
          size="h4"
          id="calendar-feed-title"
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <IconCalendarShare size={20} aria-hidden color="var(--mantine-color-pine-7)" />
          Calendar feed
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe to this private link in Google Calendar, Apple Calendar or Outlook and your
          bookings appear there automatically.
        </Text>
        {feed.data ? (
          <TextInput
            readOnly
            size="sm"
            label="Your private calendar link"
            value={feed.data.url}
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={feed.data.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy link'} openDelay={0} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'pine' : 'gray'}
                      onClick={copy}
                      aria-label={copied ? 'Copied' : 'Copy calendar link'}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
        ) : feed.isError ? (
          <Text size="sm" c="red.8">
            The calendar link could not be loaded.
          </Text>
        ) : (
          <Skeleton height={36} radius="md" />
        )}
      </Stack>
    </Paper>
  );
}
