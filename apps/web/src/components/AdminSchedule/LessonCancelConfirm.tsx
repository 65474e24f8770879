import type { TAdminLesson } from '@club/contract';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/useFormat';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';
import { fullName } from './scheduleView';

interface LessonCancelConfirmProps {
  lesson: TAdminLesson | null;
  zone: string;
  onClose: () => void;
}

/** 'Cancel this lesson?' from the schedule: an admin cancels any lesson, the bay and coach go free. */
export function LessonCancelConfirm({ lesson, zone, onClose }: LessonCancelConfirmProps) {
  const { t } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const cancel = trpc.adminLessons.cancel.useMutation({
    onSuccess: () => {
      toast({ title: t`Lesson cancelled` });
      onClose();
    },
    onError: (e) => {
      const message = readApiError(e).message;
      toast({ title: t`Failed to cancel lesson: ${message}`, variant: 'destructive' });
    },
    onSettled: () => {
      void utils.adminBookings.day.invalidate();
      void utils.adminInsights.invalidate();
    },
  });
  const member = lesson ? fullName(lesson) : '';
  const coach = lesson?.coachName ?? '';
  const time = lesson
    ? format.timeRange(new Date(lesson.startTime), new Date(lesson.endTime), zone)
    : '';
  return (
    <AdminConfirm
      opened={lesson !== null}
      title={t`Cancel this lesson?`}
      confirmLabel={t`Cancel Lesson`}
      busy={cancel.isPending}
      onConfirm={() => lesson && cancel.mutate({ id: lesson.id })}
      onClose={onClose}
    >
      {lesson &&
        t`${member}'s lesson with ${coach}, ${time}. The lesson is kept as cancelled; the member and the coach are e-mailed.`}
    </AdminConfirm>
  );
}
