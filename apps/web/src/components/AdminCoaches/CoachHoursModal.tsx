import type { TAdminCoach, TCoachHoursEntry } from '@club/contract';
import { coachHoursViolation } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { WEEKDAY_MESSAGES } from '../AdminMenu/weekdays';
import { END_TIMES, HALF_HOURS, hoursLabel, sortedWeek, violationText } from './coachHours';

interface CoachHoursModalProps {
  coach: TAdminCoach;
  busy: boolean;
  onSave: (hours: TCoachHoursEntry[]) => void;
  onClose: () => void;
}

/** A coach's weekly hours: the windows, an add form and a delete per window; saved as one week. */
export function CoachHoursModal({ coach, busy, onSave, onClose }: CoachHoursModalProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const name = coach.name;
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
      title={t`Hours of ${name}`}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="sm">
        {week.length === 0 ? (
          <Text c="dimmed">
            <Trans>No hours yet: this coach takes no lessons.</Trans>
          </Text>
        ) : (
          <ul aria-label={t`Weekly hours`} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {week.map((h) => {
              const hours = hoursLabel(h, i18n, format);
              return (
                <li key={`${h.dayOfWeek}-${h.startTime}`}>
                  <Group justify="space-between">
                    <Text size="sm">{hours}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete ${hours}`}
                      onClick={() => setWeek(week.filter((w) => w !== h))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
        <Group grow align="flex-end">
          <Select
            label={t`Day`}
            allowDeselect={false}
            data={WEEKDAY_MESSAGES.map((name, i) => ({ value: String(i), label: t(name) }))}
            value={day}
            onChange={(v) => setDay(v ?? '1')}
          />
          <Select
            label={t`Start`}
            allowDeselect={false}
            data={HALF_HOURS}
            value={start}
            onChange={(v) => setStart(v ?? '09:00')}
          />
          <Select
            label={t`End`}
            allowDeselect={false}
            data={END_TIMES}
            value={end}
            onChange={(v) => setEnd(v ?? '17:00')}
          />
        </Group>
        {problem && (
          <Alert color="red" variant="light">
            {violationText(problem, i18n)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="light" onClick={add}>
            <Trans>Add Hours</Trans>
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button loading={busy} onClick={() => onSave(week)}>
              <Trans>Save Hours</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
