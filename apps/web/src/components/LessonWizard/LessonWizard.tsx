import { DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Chip,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useFormat } from '../../i18n/useFormat';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useWaiverGate } from '../Waiver/useWaiverGate';
import { WaiverAgreement } from '../Waiver/WaiverAgreement';
import { CoachCards } from './CoachCards';
import { ANY_COACH, coachFor, lessonPriceText } from './lessonDisplay';

/**
 * A member books a lesson (issue 24): a coach or any coach, a day in the booking window, 30 or 60
 * minutes and a start the server offers; the price or "Included in your plan" shows before
 * confirming. The server decides every start and the price; the screen only shows them.
 */
export function LessonWizard() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const { location } = useClubLocations();
  const [coach, setCoach] = useState<string>(ANY_COACH);
  const [day, setDay] = useState<string | null>(null);
  const [minutes, setMinutes] = useState(60);
  const [start, setStart] = useState<string | null>(null);
  const date = day ?? localDateOf(Date.now(), location?.timeZone ?? DEFAULT_TIME_ZONE);
  const coachId = coach === ANY_COACH ? null : Number(coach);
  const availability = trpc.lessons.availability.useQuery({
    date,
    durationMinutes: minutes,
    coachId,
  });
  useErrorToast(availability.isError, {
    title: t`Failed to fetch lessons`,
    description: t`The lesson times could not be loaded. Please try again.`,
  });
  const data = availability.data;
  const zone = data?.timeZone ?? location?.timeZone ?? DEFAULT_TIME_ZONE;
  const firstDay = data?.bookableDays[0];
  const outsideWindow = data !== undefined && !data.bookableDays.includes(date);
  useEffect(() => {
    if (outsideWindow && firstDay) setDay(firstDay);
  }, [outsideWindow, firstDay]);

  const slot = data?.slots.find((s) => s.start === start) ?? null;
  // the coaches come on their own: the list stays while a day's starts load
  const coachList = trpc.lessons.coaches.useQuery();
  const coaches = coachList.data ?? data?.coaches ?? [];
  // The coach cards stand above the fields: until the coaches are known the fields wait behind
  // a placeholder, so the cards' arrival never moves a field under a finger (an open Coach list
  // was carried off the screen with its field).
  const coachesKnown = coachList.data !== undefined || coachList.isError;
  const teacher = slot ? coachFor(slot, coaches) : undefined;
  const price = data ? lessonPriceText(teacher, minutes, data.includedLeft, i18n, format) : '';
  const waiverGate = useWaiverGate();
  const create = trpc.lessons.create.useMutation({
    onSuccess: (lesson) => {
      const coachName = lesson.coachName;
      const bay = lesson.bayName;
      const start = new Date(lesson.startTime);
      const day = format.date(start, zone);
      const time = format.timeRange(start, new Date(lesson.endTime), zone);
      toast({
        title: t`Lesson booked!`,
        description: t`${coachName}, ${day} ${time} on ${bay}.`,
      });
      setStart(null);
    },
    onError: (error, input) => {
      if (waiverGate.offer(error, () => create.mutate(input))) return;
      toast({
        title: t`Lesson not booked`,
        description: readApiError(error).message,
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void utils.lessons.availability.invalidate();
      void utils.lessons.mine.invalidate();
      void utils.bookings.availability.invalidate();
    },
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {coachesKnown ? (
          <>
            <CoachCards
              coaches={coaches}
              chosen={coachId}
              onChoose={(id) => {
                setCoach(String(id));
                setStart(null);
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label={t`Coach`}
                allowDeselect={false}
                data={[
                  { value: ANY_COACH, label: t`Any coach` },
                  ...coaches.map((c) => {
                    const name = c.name;
                    const rate = format.money(c.hourlyRate * 100);
                    return { value: String(c.id), label: t`${name} · ${rate}/h` };
                  }),
                ]}
                value={coach}
                onChange={(value) => {
                  if (value === null) return;
                  setCoach(value);
                  setStart(null);
                }}
              />
              <Select
                label={t`Day`}
                allowDeselect={false}
                data={(data?.bookableDays ?? [date]).map((d) => ({
                  value: d,
                  label: format.weekday(d),
                }))}
                value={date}
                onChange={(value) => {
                  if (value === null) return;
                  setDay(value);
                  setStart(null);
                }}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="lesson-length">
                  <Trans>Length</Trans>
                </Text>
                <Chip.Group
                  value={String(minutes)}
                  onChange={(v) => {
                    setMinutes(Number(v));
                    setStart(null);
                  }}
                >
                  <Group gap="xs" role="group" aria-labelledby="lesson-length">
                    <Chip value="30" variant="outline">
                      <Trans>30 min</Trans>
                    </Chip>
                    <Chip value="60" variant="outline">
                      <Trans>60 min</Trans>
                    </Chip>
                  </Group>
                </Chip.Group>
              </Stack>
            </SimpleGrid>
          </>
        ) : (
          <Skeleton height={220} radius="md" role="status" aria-label={t`Loading coaches`} />
        )}
        <Stack gap="xs">
          <Title order={2} size="h5">
            <Trans>Start time</Trans>
          </Title>
          {availability.isPending ? (
            <Skeleton height={40} aria-label={t`Loading lesson times`} />
          ) : data && data.slots.length === 0 ? (
            <Text c="dimmed">
              <Trans>No lesson times on this day. Please choose another day or coach.</Trans>
            </Text>
          ) : (
            <Chip.Group
              value={start ?? ''}
              onChange={(v) => setStart(typeof v === 'string' ? v : null)}
            >
              <Group gap="xs" role="group" aria-label={t`Lesson start times`}>
                {data?.slots.map((s) => (
                  <Chip key={s.start} value={s.start} variant="outline">
                    {format.time(new Date(s.start), zone)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </Stack>
        {slot && data && (
          <Alert variant="light" color="pine" title={t`Your lesson`} aria-label={t`Your lesson`}>
            <Text>
              {teacher?.name ?? t`A coach`} · {format.date(new Date(slot.start), zone)},{' '}
              {format.timeRange(new Date(slot.start), new Date(slot.end), zone)}
            </Text>
            <Text fw={700}>
              <Trans>Price: {price}</Trans>
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            disabled={!slot}
            loading={create.isPending}
            onClick={() =>
              slot &&
              waiverGate.guard(() =>
                create.mutate({ startTime: slot.start, durationMinutes: minutes, coachId }),
              )
            }
          >
            <Trans>Book Lesson</Trans>
          </Button>
        </Group>
      </Stack>
      <WaiverAgreement {...waiverGate.agreement} />
    </Paper>
  );
}
