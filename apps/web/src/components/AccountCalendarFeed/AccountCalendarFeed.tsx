import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * The member's private .ics feed URL with a copy button, and a way to replace it: the old link
 * stops working at once (a link shared by mistake can be revoked).
 */
export function AccountCalendarFeed() {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const feed = trpc.bookings.calendarFeed.useQuery();
  const rotate = trpc.bookings.rotateCalendarFeed.useMutation({
    onSuccess: (fresh) => {
      utils.bookings.calendarFeed.setData(undefined, fresh);
      toast({
        title: t`Calendar link replaced`,
        description: t`The old link no longer works: subscribe again with the new one.`,
      });
    },
    onError: (error) =>
      toast({
        title: t`Could not replace the link`,
        description: readApiError(error).message,
        variant: 'destructive',
      }),
  });
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
          <Trans>Calendar feed</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Subscribe to this private link in Google Calendar, Apple Calendar or Outlook and your
            bookings appear there automatically.
          </Trans>
        </Text>
        {feed.data ? (
          <TextInput
            readOnly
            size="sm"
            label={t`Your private calendar link`}
            value={feed.data.url}
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={feed.data.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t`Copied` : t`Copy link`} openDelay={0} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'pine' : 'gray'}
                      onClick={copy}
                      aria-label={copied ? t`Copied` : t`Copy calendar link`}
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
            <Trans>The calendar link could not be loaded.</Trans>
          </Text>
        ) : (
          <Skeleton height={36} radius="md" />
        )}
        {feed.data && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              <Trans>Shared it by mistake? Replace it: the old link stops working.</Trans>
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              <Trans>Replace link</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
