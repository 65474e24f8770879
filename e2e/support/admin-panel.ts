import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The admin panel as the browser tests drive it: the club's clock, opening a section, picking an
// option of a select, and a table narrowed by its search box.

const ZONE = 'America/Chicago';

/** The club's local day `offset` days from today, 'YYYY-MM-DD'. */
export function clubDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** An instant of a club-local wall time (CST/CDT resolved by probing both offsets). */
export function clubInstant(day: string, time: string): string {
  for (const offset of ['-06:00', '-05:00']) {
    const at = new Date(`${day}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    if (local === time) return at.toISOString();
  }
  throw new Error(`no instant for ${day} ${time}`);
}

export async function openSection(page: Page, title: string) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: title })
    .click();
  await expect(page.getByRole('button', { name: 'Back to Menu' })).toBeVisible({ timeout: 30_000 });
}

/** Picks an option of a Mantine Select by its label, and waits until the field shows it. */
export async function choose(
  page: Page,
  label: string,
  option: string,
  scope = page.getByRole('dialog'),
) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/** The rows of a table once a search has narrowed it to the rows naming `text` (header included). */
export async function narrowedTo(page: Page, table: string, text: string) {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  // a search answers after its debounce: until then the previous rows are on screen
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}
