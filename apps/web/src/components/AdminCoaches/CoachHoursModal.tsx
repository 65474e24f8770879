import type { TAdminCoach, TCoachHoursEntry } from '@club/contract';
import { coachHoursViolation, WEEKDAY_NAMES } from '@club/domain';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { END_TIMES, HALF_HOURS, hoursLabel, sortedWeek } from './coachHours';

interface CoachHoursModalProps {
  coach: TAdminCoach;
  busy: boolean;
  onSave: (hours: TCoachHoursEntry[]) => void;
  onClose: () => void;
}

/** A coach's weekly hours: the windows, an add form and a delete per window; saved as one week. */
export function CoachHoursModal({ coach, busy, onSave, onClose }: CoachHoursModalProps) {
  const [week, setWeek] = useState<TCoachHoursEntry[]>(sortedWeek(coach.hours));
  const [day, setDay] = useState('1');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('17:00');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const entry = { dayOfWeek: Number(day), startTime: start, endTime: end };
    const refusal = coachHoursViolation(entry, week);
    setProblem(refusal);
    if (!refusal) setWeek(sortedWeek([...week, entry]));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Hours of ${coach.name}`}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {week.length === 0 ? (
          <Text c="dimmed">No hours yet: this coach takes no lessons.</Text>
        ) : (
          <ul aria-label="Weekly hours" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {week.map((h) => (
              <li key={`${h.dayOfWeek}-${h.startTime}`}>
                <Group justify="space-between">
                  <Text size="sm">{hoursLabel(h)}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${hoursLabel(h)}`}
                    onClick={() => setWeek(week.filter((w) => w !== h))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ul>
        )}
        <Group grow align="flex-end">
          <Select
            label="Day"
            allowDeselect={false}
            data={WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: name }))}
            value={day}
            onChange={(v) => setDay(v ?? '1')}
          />
          <Select
            label="Start"
            allowDeselect={false}
            data={HALF_HOURS}
            value={start}
            onChange={(v) => setStart(v ?? '09:00')}
          />
          <Select
            label="End"
            allowDeselect={false}
            data={END_TIMES}
            value={end}
            onChange={(v) => setEnd(v ?? '17:00')}
          />
        </Group>
        {problem && (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="light" onClick={add}>
            Add Hours
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button loading={busy} onClick={() => onSave(week)}>
              Save Hours
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
