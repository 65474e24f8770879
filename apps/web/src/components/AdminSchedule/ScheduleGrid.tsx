import type { TAdminBooking, TAdminLesson } from '@club/contract';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { CheckedInBadge, CheckInButton } from './CheckInControl';
import { formatTimeRange, fullName, guestNames, type GridModel } from './scheduleView';
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
const OPENING_ROW = '8:00 AM';

const KIND_LABEL = {
  booking: 'Booking',
  lesson: 'Lesson',
  league: 'League',
  waitlisted: 'Waitlisted',
} as const;

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
      aria-label="Schedule grid"
      tabIndex={0}
    >
      <div className={classes.grid} style={style}>
        <div className={`${classes.corner} ${classes.head}`}>Time</div>
        {model.columns.map((c, i) => (
          <div key={c.key} className={classes.head} style={{ gridColumn: i + 2, gridRow: 1 }}>
            {c.label}
            {c.inactive && <span className={classes.inactive}> (inactive)</span>}
          </div>
        ))}
        {model.rows.map((r) => (
          <div
            key={r.index}
            className={classes.time}
            style={{ gridRow: r.index + 2 }}
            data-opening-row={r.label === OPENING_ROW ? true : undefined}
          >
            {r.label.includes(':00 ') ? r.label : ''}
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
            <Text className={classes.kind}>{KIND_LABEL[item.kind]}</Text>
            {item.kind === 'booking' && (
              <>
                <Group gap={4} wrap="nowrap">
                  <Text className={classes.itemTitle}>{fullName(item.booking)}</Text>
                  <CheckedInBadge checkIn={item.booking} zone={zone} />
                  {item.booking.guests.length > 0 && (
                    <Tooltip label={`Guests: ${guestNames(item.booking)}`}>
                      <Badge
                        size="xs"
                        variant="white"
                        aria-label={`${item.booking.guests.length} guests: ${guestNames(item.booking)}`}
                      >
                        +{item.booking.guests.length}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
                <Text className={classes.itemDetail}>
                  {formatTimeRange(
                    new Date(item.booking.startTime),
                    new Date(item.booking.endTime),
                    zone,
                  )}
                </Text>
                <div className={classes.itemActions}>
                  <CheckInButton
                    kind="booking"
                    id={item.booking.id}
                    name={fullName(item.booking)}
                    checkIn={item.booking}
                    zone={zone}
                  />
                  <Tooltip label="Move or change">
                    <ActionIcon
                      size="sm"
                      variant="white"
                      aria-label={`Edit booking for ${fullName(item.booking)}`}
                      onClick={() => onEdit(item.booking)}
                    >
                      <IconPencil size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Cancel booking">
                    <ActionIcon
                      size="sm"
                      variant="white"
                      color="red"
                      aria-label={`Cancel booking for ${fullName(item.booking)}`}
                      onClick={() => onCancel(item.booking)}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </div>
              </>
            )}
            {(item.kind === 'lesson' || item.kind === 'league') && (
              <>
                <Group gap={4} wrap="nowrap">
                  <Text className={classes.itemTitle}>{item.title}</Text>
                  {item.kind === 'lesson' && <CheckedInBadge checkIn={item.lesson} zone={zone} />}
                </Group>
                <Text className={classes.itemDetail}>{item.detail}</Text>
                {item.kind === 'lesson' && onCancelLesson && (
                  <div className={classes.itemActions}>
                    <CheckInButton
                      kind="lesson"
                      id={item.lesson.id}
                      name={fullName(item.lesson)}
                      checkIn={item.lesson}
                      zone={zone}
                    />
                    {onEditLesson && (
                      <Tooltip label="Move lesson">
                        <ActionIcon
                          size="sm"
                          variant="white"
                          aria-label={`Edit lesson for ${item.detail}`}
                          onClick={() => onEditLesson(item.lesson)}
                        >
                          <IconPencil size={14} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label="Cancel lesson">
                      <ActionIcon
                        size="sm"
                        variant="white"
                        color="red"
                        aria-label={`Cancel lesson for ${item.detail}`}
                        onClick={() => onCancelLesson(item.lesson)}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </div>
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
