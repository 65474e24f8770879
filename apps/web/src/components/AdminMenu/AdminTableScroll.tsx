import type { ReactNode } from 'react';
import classes from './AdminMenu.module.css';

/** A wide admin table that scrolls sideways on a phone; the region takes the focus to scroll by keyboard. */
export function AdminTableScroll({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
