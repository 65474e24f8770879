import { DEFAULT_TIME_ZONE, formatDate, formatTimeRange, localDateOf } from '@club/domain';
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
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useWaiverGate } from '../Waiver/useWaiverGate';
import { WaiverAgreement } from '../Waiver/WaiverAgreement';
import { longDayLabel } from '../BookingWizard/bookingDisplay';
import { CoachCards } from './CoachCards';
import { ANY_COACH, coachFor, lessonPriceText } from './lessonDisplay';

/**
 * A member books a lesson (issue 24): a coach or any coach, a day in the booking window, 30 or 60
 * minutes and a start the server offers; the price or "Included in your plan" shows before
 * confirming. The server decides every start and the price; the screen only shows them.
 */
export function LessonWizard() {
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
    title: 'Failed to fetch lessons',
    description: 'The lesson times could not be loaded. Please try again.',
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
  const coaches = trpc.lessons.coaches.useQuery().data ?? data?.coaches ?? [];
  const teacher = slot ? coachFor(slot, coaches) : undefined;
  const waiverGate = useWaiverGate();
  const create = trpc.lessons.create.useMutation({
    onSuccess: (lesson) => {
      toast({
        title: 'Lesson booked!',
        description: `${lesson.coachName}, ${formatDate(new Date(lesson.startTime), zone)} ${formatTimeRange(new Date(lesson.startTime), new Date(lesson.endTime), zone)} on ${lesson.bayName}.`,
      });
      setStart(null);
    },
    onError: (error, input) => {
      if (waiverGate.offer(error, () => create.mutate(input))) return;
      toast({
        title: 'Lesson not booked',
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
            label="Coach"
            allowDeselect={false}
            data={[
              { value: ANY_COACH, label: 'Any coach' },
              ...coaches.map((c) => ({
                value: String(c.id),
                label: `${c.name} · $${c.hourlyRate}/h`,
              })),
            ]}
            value={coach}
            onChange={(value) => {
              if (value === null) return;
              setCoach(value);
              setStart(null);
            }}
          />
          <Select
            label="Day"
            allowDeselect={false}
            data={(data?.bookableDays ?? [date]).map((d) => ({ value: d, label: longDayLabel(d) }))}
            value={date}
            onChange={(value) => {
              if (value === null) return;
              setDay(value);
              setStart(null);
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="lesson-length">
              Length
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
                  30 min
                </Chip>
                <Chip value="60" variant="outline">
                  60 min
                </Chip>
              </Group>
            </Chip.Group>
          </Stack>
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Start time
          </Title>
          {availability.isPending ? (
            <Skeleton height={40} aria-label="Loading lesson times" />
          ) : data && data.slots.length === 0 ? (
            <Text c="dimmed">No lesson times on this day. Please choose another day or coach.</Text>
          ) : (
            <Chip.Group
              value={start ?? ''}
              onChange={(v) => setStart(typeof v === 'string' ? v : null)}
            >
              <Group gap="xs" role="group" aria-label="Lesson start times">
                {data?.slots.map((s) => (
                  <Chip key={s.start} value={s.start} variant="outline">
                    {s.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </Stack>
        {slot && data && (
          <Alert variant="light" color="pine" title="Your lesson" aria-label="Your lesson">
            <Text>
              {teacher?.name ?? 'A coach'} · {formatDate(new Date(slot.start), zone)},{' '}
              {formatTimeRange(new Date(slot.start), new Date(slot.end), zone)}
            </Text>
            <Text fw={700}>Price: {lessonPriceText(teacher, minutes, data.includedLeft)}</Text>
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
            Book Lesson
          </Button>
        </Group>
      </Stack>
      <WaiverAgreement {...waiverGate.agreement} />
    </Paper>
  );
}
