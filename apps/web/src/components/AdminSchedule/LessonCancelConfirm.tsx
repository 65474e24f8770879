import type { TAdminLesson } from '@club/contract';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';
import { formatTimeRange, fullName } from './scheduleView';

interface LessonCancelConfirmProps {
  lesson: TAdminLesson | null;
  zone: string;
  onClose: () => void;
}

/** 'Cancel this lesson?' from the schedule: an admin cancels any lesson, the bay and coach go free. */
export function LessonCancelConfirm({ lesson, zone, onClose }: LessonCancelConfirmProps) {
  const utils = trpc.useUtils();
  const cancel = trpc.adminLessons.cancel.useMutation({
    onSuccess: () => {
      toast({ title: 'Lesson cancelled' });
      onClose();
    },
    onError: (e) =>
      toast({
        title: `Failed to cancel lesson: ${readApiError(e).message}`,
        variant: 'destructive',
      }),
    onSettled: () => {
      void utils.adminBookings.day.invalidate();
      void utils.adminInsights.invalidate();
    },
  });
  return (
    <AdminConfirm
      opened={lesson !== null}
      title="Cancel this lesson?"
      confirmLabel="Cancel Lesson"
      busy={cancel.isPending}
      onConfirm={() => lesson && cancel.mutate({ id: lesson.id })}
      onClose={onClose}
    >
      {lesson &&
        `${fullName(lesson)}'s lesson with ${lesson.coachName}, ${formatTimeRange(new Date(lesson.startTime), new Date(lesson.endTime), zone)}. The lesson is kept as cancelled; the member and the coach are e-mailed.`}
    </AdminConfirm>
  );
}
