import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './fixtures';

/** The club is in San Antonio: its today is a Chicago calendar day. */
export const CLUB_ZONE = 'America/Chicago';

/** 'YYYY-MM-DD' of an instant in the club's zone. */
export function clubDate(instant = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(instant);
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The calendar day `months` after `date`, clamped to the month's end (the spec's window). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return iso(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(d, lastDay));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** How the calendar names a day: '5 December 2026'. */
export function dayLabel(date: string): string {
  const [y, m, d] = parts(date);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The spec's display of a day: US month/day/two-digit year, '12/5/26'. */
export function usDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${m}/${d}/${String(y).slice(2)}`;
}

export interface DemoVisitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

let counter = 0;

/** Someone who has not asked for a demo yet. */
export function newVisitor(): DemoVisitor {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Morgan',
    lastName: `Birdie${id}`,
    email: `demo-${id}@example.com`,
    phone: '(210) 555-0199',
  };
}

/** What a visitor does on /demo-booking. */
export class DemoScreen {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Request your visit' });
  }

  /** A text field or the date button, by its label (required labels end in ' *'). */
  field(label: string): Locator {
    return this.form.getByLabel(label);
  }

  select(label: string): Locator {
    return this.form.getByRole('combobox', { name: label });
  }

  submit(): Promise<void> {
    return this.form.getByRole('button', { name: 'Request My Free Demo' }).click();
  }

  /** Opens the calendar and shows the month of `date`. */
  async openCalendarAt(date: string): Promise<Locator> {
    await this.field('Preferred Date').click();
    // The calendar opens on the month of today (or of the chosen day): wait for it before looking.
    await expect(this.page.getByRole('button', { name: 'Next month' })).toBeVisible();
    const day = this.page.getByRole('button', { name: dayLabel(date), exact: true }).first();
    for (let i = 0; i < 4 && !(await day.isVisible()); i += 1) {
      await this.page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(day).toBeVisible();
    return day;
  }

  async pickDate(date: string): Promise<void> {
    const day = await this.openCalendarAt(date);
    await day.click();
    await expect(this.field('Preferred Date')).toHaveText(usDate(date));
    // as a person sees it: the calendar closes (handing the focus back to its field) before the
    // next field is touched, or that field loses the focus, and its list, to the calendar's
    await expect(this.page.getByRole('button', { name: 'Next month' })).toBeHidden();
  }

  async choose(label: string, option: string): Promise<void> {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.select(label)).toHaveValue(option);
  }

  async fill(visitor: DemoVisitor, date: string): Promise<void> {
    await this.field('First Name').fill(visitor.firstName);
    await this.field('Last Name').fill(visitor.lastName);
    await this.field('Email').fill(visitor.email);
    await this.field('Phone').fill(visitor.phone);
    await this.pickDate(date);
    await this.choose('Preferred Time', 'Evening (5PM-9PM)');
    await this.choose('How did you hear about us?', 'Friend/Family');
  }
}

export interface StoredDemoRequest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  heardFrom: string;
  status: string;
}

/** The stored requests, newest first, as an admin reads them (GET /api/demo-requests). */
export async function storedDemoRequests(request: APIRequestContext): Promise<StoredDemoRequest[]> {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.get('/api/demo-requests');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as StoredDemoRequest[];
}
