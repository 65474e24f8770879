import type { TAdminBooking, TAdminLesson } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { CheckedInBadge, CheckInButton } from './CheckInControl';
import { fullName, guestNames, type GridModel } from './scheduleView';
import classes from './AdminSchedule.module.css';

interface ScheduleGridProps {
  model: GridModel;
  zone: string;
  onEdit: (booking: TAdminBooking) => void;
  onCancel: (booking: TAdminBooking) => void;
  onPromote: (booking: TAdminBooking) => void;
  onCancelLesson?: (lesson: TAdminLesson) => void;
  onEditLesson?: (lesson: TAdminLesson) => void;
}

/** The row the grid opens on. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the domain's row label it is compared with, never shown
const OPENING_ROW = '8:00 AM';

const KIND_LABEL: Record<GridModel['items'][number]['kind'], MessageDescriptor> = {
  booking: msg`Booking`,
  lesson: msg`Lesson`,
  league: msg`League`,
  waitlisted: msg`Waitlisted`,
};

/**
 * The day's half-hour rows by bay, items spanning their rows. Each item names its kind in words
 * (the legend is not read from colour alone); its buttons are reachable in time order.
 */
export function ScheduleGrid({
  model,
  zone,
  onEdit,
  onCancel,
  onPromote,
  onCancelLesson,
  onEditLesson,
}: ScheduleGridProps) {
  const { t } = useLingui();
  const format = useFormat();
  const style = { '--bay-columns': model.columns.length } as CSSProperties;
  const scroller = useRef<HTMLDivElement>(null);
  const firstLabel = model.rows[0]?.start.getTime();
  // A day opens at 8 AM, where the club's day starts; earlier hours are a scroll away.
  useEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>('[data-opening-row]');
    if (scroller.current && row) scroller.current.scrollTop = row.offsetTop - 40;
  }, [firstLabel]);
  const place = (column: number, rowStart: number, rowSpan: number): CSSProperties => ({
    gridColumn: column + 2,
    gridRow: `${rowStart + 2} / span ${rowSpan}`,
  });
  return (
    <div
      ref={scroller}
      className={classes.scroller}
      role="region"
      aria-label={t`Schedule grid`}
      tabIndex={0}
    >
      <div className={classes.grid} style={style}>
        <div className={`${classes.corner} ${classes.head}`}>
          <Trans>Time</Trans>
        </div>
        {model.columns.map((c, i) => (
          <div key={c.key} className={classes.head} style={{ gridColumn: i + 2, gridRow: 1 }}>
            {c.label}
            {c.inactive && (
              <span className={classes.inactive}>
                {' '}
                <Trans>(inactive)</Trans>
              </span>
            )}
          </div>
        ))}
        {model.rows.map((r) => (
          <div
            key={r.index}
            className={classes.time}
            style={{ gridRow: r.index + 2 }}
            data-opening-row={r.label === OPENING_ROW ? true : undefined}
          >
            {/* the domain's English label tells the hours; the row reads in the screen's language */}
            {r.label.includes(':00 ') ? format.time(r.start, zone) : ''}
          </div>
        ))}
        {model.rows.map((r) => (
          <div key={`line${r.index}`} className={classes.line} style={{ gridRow: r.index + 2 }} />
        ))}
        {model.items.map((item) => (
          <div
            key={item.key}
            className={classes.item}
            data-kind={item.kind}
            style={place(item.column, item.rowStart, item.rowSpan)}
          >
            <Text className={classes.kind}>{t(KIND_LABEL[item.kind])}</Text>
            {item.kind === 'booking' && (
              <BookingItem booking={item.booking} zone={zone} onEdit={onEdit} onCancel={onCancel} />
            )}
            {(item.kind === 'lesson' || item.kind === 'league') && (
              <>
                <Group gap={4} wrap="nowrap">
                  <Text className={classes.itemTitle}>{item.title}</Text>
                  {item.kind === 'lesson' && <CheckedInBadge checkIn={item.lesson} zone={zone} />}
                </Group>
                <Text className={classes.itemDetail}>{item.detail}</Text>
                {item.kind === 'lesson' && onCancelLesson && (
                  <LessonActions
                    lesson={item.lesson}
                    member={item.detail}
                    zone={zone}
                    onCancel={onCancelLesson}
                    onEdit={onEditLesson}
                  />
                )}
              </>
            )}
            {item.kind === 'waitlisted' &&
              item.bookings.map((b) => (
                <button
                  key={b.id}
                  type="button"
                  className={classes.waitingName}
                  onClick={() => onPromote(b)}
                >
                  #{b.waitlistPosition} {fullName(b)}
                </button>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A booking's block: the member, their check-in and guests, the time, and its buttons. */
function BookingItem({
  booking,
  zone,
  onEdit,
  onCancel,
}: {
  booking: TAdminBooking;
  zone: string;
  onEdit: (booking: TAdminBooking) => void;
  onCancel: (booking: TAdminBooking) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const member = fullName(booking);
  const guests = guestNames(booking);
  const count = booking.guests.length;
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Text className={classes.itemTitle}>{member}</Text>
        <CheckedInBadge checkIn={booking} zone={zone} />
        {count > 0 && (
          <Tooltip label={t`Guests: ${guests}`}>
            <Badge
              size="xs"
              variant="white"
              aria-label={t`${plural(count, {
                one: `# guests: ${guests}`,
                other: `# guests: ${guests}`,
              })}`}
            >
              +{count}
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Text className={classes.itemDetail}>
        {format.timeRange(new Date(booking.startTime), new Date(booking.endTime), zone)}
      </Text>
      <div className={classes.itemActions}>
        <CheckInButton kind="booking" id={booking.id} name={member} checkIn={booking} zone={zone} />
        <Tooltip label={t`Move or change`}>
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={t`Edit booking for ${member}`}
            onClick={() => onEdit(booking)}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t`Cancel booking`}>
          <ActionIcon
            size="sm"
            variant="white"
            color="red"
            aria-label={t`Cancel booking for ${member}`}
            onClick={() => onCancel(booking)}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
    </>
  );
}

/** A lesson's buttons: check in, move (when offered) and cancel. */
function LessonActions({
  lesson,
  member,
  zone,
  onCancel,
  onEdit,
}: {
  lesson: TAdminLesson;
  member: string;
  zone: string;
  onCancel: (lesson: TAdminLesson) => void;
  onEdit: ((lesson: TAdminLesson) => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.itemActions}>
      <CheckInButton kind="lesson" id={lesson.id} name={member} checkIn={lesson} zone={zone} />
      {onEdit && (
        <Tooltip label={t`Move lesson`}>
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={t`Edit lesson for ${member}`}
            onClick={() => onEdit(lesson)}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t`Cancel lesson`}>
        <ActionIcon
          size="sm"
          variant="white"
          color="red"
          aria-label={t`Cancel lesson for ${member}`}
          onClick={() => onCancel(lesson)}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
