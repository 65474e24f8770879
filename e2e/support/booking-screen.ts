import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a member does on /booking, step by step. */
export class BookingScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/booking');
    // The page chunk and the day's availability can take a while on a busy machine.
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Book A Golf Simulator' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(this.times().first()).toBeVisible({ timeout: 20_000 });
  }

  /** The start-time buttons (named '9:30 AM, Available (peak), $50'). */
  times(): Locator {
    return this.page.getByRole('group', { name: 'Start time' }).getByRole('button');
  }

  time(label: string): Locator {
    return this.page.getByRole('group', { name: 'Start time' }).getByRole('button', {
      name: new RegExp(`^${escape(label)}\\s*,`),
    });
  }

  async chooseDay(longName: string) {
    await this.page.getByRole('button', { name: new RegExp(`${escape(longName)}$`) }).click();
  }

  async chooseDuration(label: string) {
    const field = this.page.getByRole('combobox', { name: 'Duration', exact: true });
    await field.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(field).toHaveValue(label);
  }

  async chooseTime(label: string) {
    const button = this.time(label);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  async confirmTime() {
    await this.page.getByRole('button', { name: 'Confirm Time' }).click();
    await expect(this.page.getByRole('heading', { name: 'Confirm Your Session' })).toBeVisible();
  }

  summary(): Locator {
    return this.page.getByLabel('Session summary');
  }

  async confirmBooking() {
    await this.page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
