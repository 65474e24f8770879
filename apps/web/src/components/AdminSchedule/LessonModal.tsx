import type { TAdminLesson } from '@club/contract';
import { LESSON_DURATIONS, localDateOf, minutesBetween } from '@club/domain';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { SchedulePlace, ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';
import { MemberSelect } from './MemberSelect';

interface LessonModalProps extends SchedulePlace {
  /** The lesson to move, or null to book a new one. */
  lesson: TAdminLesson | null;
  /** The schedule's day: a new lesson starts there (today at the earliest). */
  date: string;
  onClose: () => void;
  onDone: () => void;
}

type Values = ScheduleSlot & { userId: string | null; coachId: string | null };

const FIRST_FREE = 'first';
const LENGTH_OPTIONS = LESSON_DURATIONS.map((m) => ({ value: String(m), label: msg`${m} min` }));
const REQUIRED = msg`Please choose a member, a coach and a start time`;

/** 'Add Lesson' and 'Move Lesson': member, coach, bay, date, start and length. */
export function LessonModal({ lesson, date: shown, onClose, onDone, ...place }: LessonModalProps) {
  const { t } = useLingui();
  const { zone, today } = place;
  const coaches = trpc.adminLessons.coaches.useQuery();
  const form = useForm<Values>({
    initialValues: {
      userId: lesson ? String(lesson.userId) : null,
      coachId: lesson ? String(lesson.coachId) : null,
      bayId: lesson ? String(lesson.bayId) : FIRST_FREE,
      date: lesson ? localDateOf(new Date(lesson.startTime), zone) : shown < today ? today : shown,
      start: lesson?.startTime ?? null,
      length: lesson
        ? String(minutesBetween(new Date(lesson.startTime), new Date(lesson.endTime)))
        : '60',
    },
    validate: ({ userId, coachId, start }) =>
      coachId && start && (lesson || userId) ? {} : { root: t(REQUIRED) },
  });
  const handlers = {
    onSuccess: () => {
      toast({
        title: lesson ? t`Lesson Moved` : t`Lesson Booked`,
        description: t`The member and the coach have been e-mailed.`,
      });
      onDone();
    },
    onError: (e: unknown) =>
      form.setErrors({ root: readApiError(e, t`Failed to save the lesson`).message }),
  };
  const create = trpc.adminLessons.create.useMutation(handlers);
  const move = trpc.adminLessons.move.useMutation(handlers);
  const submit = ({ userId, coachId, bayId, start, length }: Values) => {
    const common = {
      startTime: start ?? '',
      durationMinutes: Number(length ?? '60'),
      coachId: Number(coachId),
      ...(bayId === FIRST_FREE ? {} : { bayId: Number(bayId) }),
    };
    if (lesson) move.mutate({ id: lesson.id, ...common });
    else create.mutate({ ...common, userId: Number(userId) });
  };
  const member = lesson ? `${lesson.firstName} ${lesson.lastName}` : '';
  return (
    <AdminFormModal
      title={lesson ? t`Move Lesson of ${member}` : t`Add Lesson`}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      submitLabel={lesson ? t`Move Lesson` : t`Book Lesson`}
      busy={create.isPending || move.isPending}
      error={form.errors.root}
      closeButtonLabel={t`Close`}
    >
      {!lesson && <MemberSelect {...form.getInputProps('userId')} />}
      <Select
        label={t`Coach`}
        placeholder={t`Choose a coach`}
        data={(coaches.data ?? [])
          .filter((c) => c.isActive)
          .map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.getInputProps('coachId')}
      />
      <ScheduleSlotFields
        {...place}
        value={form.values}
        onChange={form.setValues}
        lengthLabel={t`Length`}
        lengthOptions={LENGTH_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        firstBayOption={{ value: FIRST_FREE, label: t`First free bay` }}
        startPlaceholder={t`Choose a time`}
        keepChoices
      />
    </AdminFormModal>
  );
}
