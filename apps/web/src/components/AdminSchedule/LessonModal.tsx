import type { TAdminLesson, TBay } from '@club/contract';
import { LESSON_DURATIONS, localDateOf, minutesBetween } from '@club/domain';
import { Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminDialogActions } from '../AdminFormModal/AdminDialogActions';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';

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
const LENGTH_OPTIONS = LESSON_DURATIONS.map((m) => ({ value: String(m), label: `${m} min` }));
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
  const [slot, setSlot] = useState<ScheduleSlot>({
    bayId: lesson ? String(lesson.bayId) : FIRST_FREE,
    date: lesson ? localDateOf(new Date(lesson.startTime), zone) : shown < today ? today : shown,
    start: lesson?.startTime ?? null,
    length: lesson
      ? String(minutesBetween(new Date(lesson.startTime), new Date(lesson.endTime)))
      : '60',
  });
  const { bayId, start, length } = slot;
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
      durationMinutes: Number(length ?? '60'),
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
        <ScheduleSlotFields
          value={slot}
          onChange={setSlot}
          bays={bays}
          zone={zone}
          today={today}
          lengthLabel="Length"
          lengthOptions={LENGTH_OPTIONS}
          firstBayOption={{ value: FIRST_FREE, label: 'First free bay' }}
          startPlaceholder="Choose a time"
          keepChoices
        />
        <AdminDialogActions
          error={error}
          onClose={onClose}
          submitLabel={lesson ? 'Move Lesson' : 'Book Lesson'}
          busy={create.isPending || move.isPending}
          onSubmit={submit}
        />
      </Stack>
    </Modal>
  );
}
