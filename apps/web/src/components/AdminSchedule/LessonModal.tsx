import type { TAdminLesson, TBay } from '@club/contract';
import { LESSON_DURATIONS, localDateOf, minutesBetween } from '@club/domain';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { startTimeOptions } from './scheduleView';
import { ScheduleDateInput } from './ScheduleDateInput';

interface LessonModalProps {
  /** The lesson to move, or null to book a new one. */
  lesson: TAdminLesson | null;
  bays: readonly TBay[];
  zone: string;
  /** The schedule's day: a new lesson starts there (today at the earliest). */
  date: string;
  today: string;
  onClose: () => void;
  onDone: () => void;
}

const FIRST_FREE = 'first';
const REQUIRED = 'Please choose a member, a coach and a start time';

/** 'Add Lesson' and 'Move Lesson': member, coach, bay, date, start and length. */
export function LessonModal({
  lesson,
  bays,
  zone,
  date: shown,
  today,
  onClose,
  onDone,
}: LessonModalProps) {
  const members = trpc.adminBookings.members.useQuery(undefined, { enabled: lesson === null });
  const coaches = trpc.adminLessons.coaches.useQuery();
  const [userId, setUserId] = useState<string | null>(lesson ? String(lesson.userId) : null);
  const [coachId, setCoachId] = useState<string | null>(lesson ? String(lesson.coachId) : null);
  const [bayId, setBayId] = useState<string>(lesson ? String(lesson.bayId) : FIRST_FREE);
  const [date, setDate] = useState<string>(
    lesson ? localDateOf(new Date(lesson.startTime), zone) : shown < today ? today : shown,
  );
  const [start, setStart] = useState<string | null>(lesson?.startTime ?? null);
  const [length, setLength] = useState<string>(
    lesson ? String(minutesBetween(new Date(lesson.startTime), new Date(lesson.endTime))) : '60',
  );
  const [error, setError] = useState<string | null>(null);
  const handlers = {
    onSuccess: () => {
      toast({
        title: lesson ? 'Lesson Moved' : 'Lesson Booked',
        description: 'The member and the coach have been e-mailed.',
      });
      onDone();
    },
    onError: (e: unknown) => setError(readApiError(e, 'Failed to save the lesson').message),
  };
  const create = trpc.adminLessons.create.useMutation(handlers);
  const move = trpc.adminLessons.move.useMutation(handlers);
  const submit = () => {
    if (!coachId || !start || (!lesson && !userId)) return setError(REQUIRED);
    const common = {
      startTime: start,
      durationMinutes: Number(length),
      coachId: Number(coachId),
      ...(bayId === FIRST_FREE ? {} : { bayId: Number(bayId) }),
    };
    if (lesson) move.mutate({ id: lesson.id, ...common });
    else create.mutate({ ...common, userId: Number(userId) });
  };
  const title = lesson ? `Move Lesson of ${lesson.firstName} ${lesson.lastName}` : 'Add Lesson';
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {!lesson && (
          <Select
            label="Member"
            placeholder={members.isPending ? 'Loading members…' : 'Search by name or e-mail'}
            searchable
            nothingFoundMessage="No member found"
            data={(members.data ?? []).map((m) => ({
              value: String(m.id),
              label: `${m.firstName} ${m.lastName} (${m.email})`,
            }))}
            value={userId}
            onChange={setUserId}
          />
        )}
        <Select
          label="Coach"
          placeholder="Choose a coach"
          data={(coaches.data ?? [])
            .filter((c) => c.isActive)
            .map((c) => ({ value: String(c.id), label: c.name }))}
          value={coachId}
          onChange={setCoachId}
        />
        <Select
          label="Bay"
          allowDeselect={false}
          data={[
            { value: FIRST_FREE, label: 'First free bay' },
            ...bays.filter((b) => b.isActive).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
          value={bayId}
          onChange={(v) => setBayId(v ?? FIRST_FREE)}
        />
        <ScheduleDateInput
          value={date}
          today={today}
          onChange={(day) => {
            setDate(day);
            setStart(null);
          }}
        />
        <Group grow>
          <Select
            label="Start Time"
            placeholder="Choose a time"
            data={startTimeOptions(date, zone)}
            value={start}
            onChange={setStart}
            searchable
          />
          <Select
            label="Length"
            allowDeselect={false}
            data={LESSON_DURATIONS.map((m) => ({ value: String(m), label: `${m} min` }))}
            value={length}
            onChange={(v) => setLength(v ?? '60')}
          />
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={create.isPending || move.isPending}>
            {lesson ? 'Move Lesson' : 'Book Lesson'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
