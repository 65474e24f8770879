import type { CSSProperties, ReactNode } from 'react';
import classes from './AdminMenu.module.css';

/**
 * A wide admin table that scrolls sideways on a phone; the region takes the focus to scroll by
 * keyboard. `phoneMinWidth` is its width below the `sm` breakpoint, for tables that drop columns there.
 */
export function AdminTableScroll({
  minWidth,
  phoneMinWidth = minWidth,
  label,
  children,
}: {
  minWidth: number;
  phoneMinWidth?: number;
  label: string;
  children: ReactNode;
}) {
  const widths = {
    '--admin-table-min': `${minWidth}px`,
    '--admin-table-min-phone': `${phoneMinWidth}px`,
  } as CSSProperties;
  return (
    <div className={classes.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <div className={classes.tableWidth} style={widths}>
        {children}
      </div>
    </div>
  );
}
