import { useLingui } from '@lingui/react/macro';
import { TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './LeagueScoreboard.module.css';

interface ScoreCellProps {
  /** What the cell shows: a number, W/T/L, '?' or an en dash. */
  text: string;
  /** The value the editor starts from ('' when none). */
  value: string;
  /** 'Score for Ann Able on 11/30/26' */
  label: string;
  editable: boolean;
  saving: boolean;
  /** Saves the typed value; resolves true when it was saved (the editor then closes). */
  onSave: (raw: string) => Promise<boolean>;
}

/** A scoreboard cell; an admin clicks it to edit in place: Enter saves, Escape cancels. */
export function ScoreCell({ text, value, label, editable, saving, onSave }: ScoreCellProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) return <span aria-label={t`${label}: ${text}`}>{text}</span>;
  if (draft === null) {
    return (
      <UnstyledButton
        className={classes.cellButton}
        aria-label={t`${label}: ${text}. Edit`}
        onClick={() => setDraft(value)}
      >
        {text}
      </UnstyledButton>
    );
  }
  const save = async () => {
    if (await onSave(draft)) setDraft(null);
  };
  return (
    <TextInput
      size="xs"
      autoFocus
      aria-label={label}
      className={classes.cellInput}
      value={draft}
      disabled={saving}
      inputMode="decimal"
      // Escape cancels the edit, not the dialog around the scoreboard (Mantine reads this attribute)
      data-mantine-stop-propagation="true"
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => {
        if (!saving) setDraft(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void save();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          setDraft(null);
        }
      }}
    />
  );
}
