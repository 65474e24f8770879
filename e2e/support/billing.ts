import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Cents as the screens show them: $40, $22.50, $1,200. */
export function dollars(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** The signed-in member's balance through GET /api/account/billing (positive: they owe). */
export async function balanceOf(api: APIRequestContext): Promise<number> {
  const res = await api.get('/api/account/billing');
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { balanceCents: number };
  return body.balanceCents;
}

/** Toggles Member Management's Owes switch by keyboard (its input is visually hidden). */
export async function toggleOwes(page: Page): Promise<void> {
  await page.getByRole('switch', { name: 'Owes' }).focus();
  await page.keyboard.press('Space');
}
