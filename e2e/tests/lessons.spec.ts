import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { toast, userMenuButton } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { choose, clubDay, clubInstant, openSection } from '../support/admin-panel';
import {
  ADMIN,
  expect as baseExpect,
  loginViaApi,
  newUser,
  registerViaApi,
  test,
} from '../support/fixtures';

// Lessons with certified coaches (issue 24) on the built app and the real API, on the desktop and
// on the phone. Each run adds coaches of its own (a name nobody else uses) on its own day; every
// lesson takes a bay at 9-10 AM, the lessons' band of club time (support/time-bands.md).

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** '12/3/26', as the screens show a day. */
const shown = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${Number(m)}/${Number(d)}/${(y ?? '').slice(2)}`;
};

async function adminClient(baseURL: string): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL });
  const res = await ctx.post('/trpc/auth.login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status()).toBe(200);
  return ctx;
}

/** A coach of this run, teaching 9-11 AM on `day`'s weekday (added through the API). */
async function coachOn(admin: APIRequestContext, day: string, lastName: string) {
  const created = await admin.post('/api/coaches', {
    data: { firstName: 'Cora', lastName, hourlyRate: 80 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const hours = await admin.put(`/api/coaches/${id}/hours`, {
    data: { hours: [{ dayOfWeek: weekdayOf(day), startTime: '09:00', endTime: '11:00' }] },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  return { id, name: `Cora ${lastName}` };
}

test('a member books a lesson with a coach and sees it in My Account', async ({
  page,
  baseURL,
}, testInfo) => {
  const day = clubDay(testInfo.project.name === 'phone' ? 10 : 9);
  const coach = await coachOn(
    await adminClient(baseURL ?? ''),
    day,
    `Lesson${Date.now().toString(36)}`,
  );
  const user = await registerViaApi(page);
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1, name: 'Book A Lesson' })).toBeVisible();
  const wizard = page.getByRole('main');
  await choose(page, 'Coach', `${coach.name} · $80/h`, wizard);
  await choose(page, 'Day', `${WEEKDAYS[weekdayOf(day)]} ${shown(day)}`, wizard);
  // a chip: its radio is visually hidden, and its label is what a person clicks
  await page
    .locator('label')
    .filter({ hasText: /^9:00 AM$/ })
    .click();
  await expect(page.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
  const summary = page.getByRole('alert', { name: 'Your lesson' });
  await expect(summary).toContainText(`${coach.name} · ${shown(day)}, 9:00 AM - 10:00 AM`);
  await expect(summary).toContainText('Price: $80');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book Lesson' }).click();
  await expect(toast(page, 'Lesson booked!')).toBeVisible();

  if (testInfo.project.name === 'phone') await page.goto('/account?tab=lessons');
  else {
    await userMenuButton(page, user).click();
    await page.getByRole('menuitem', { name: 'My Lessons' }).click();
  }
  await expect(page).toHaveURL(/\/account\?tab=lessons$/);
  const lesson = page
    .getByRole('list', { name: 'My lessons' })
    .getByRole('listitem', { name: `Lesson on ${shown(day)}` });
  await expect(lesson).toContainText(coach.name);
  await expect(lesson).toContainText('9:00 AM - 10:00 AM');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin adds a coach with weekly hours, and cancels a lesson from the schedule', async ({
  page,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lastName = `Hours${Date.now().toString(36)}`;
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Coaches');
  await page.getByRole('button', { name: 'Add Coach' }).click();
  const form = page.getByRole('dialog', { name: 'Add Coach' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Hank');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('button', { name: 'Add Coach' }).click();
  await expect(toast(page, 'Coach Added')).toBeVisible();
  await page.getByRole('button', { name: `Hours of Hank ${lastName}` }).click();
  const hours = page.getByRole('dialog', { name: `Hours of Hank ${lastName}` });
  await choose(page, 'Day', 'Wednesday', hours);
  await choose(page, 'Start', '06:00', hours);
  await choose(page, 'End', '08:00', hours);
  await hours.getByRole('button', { name: 'Add Hours' }).click();
  await expect(hours.getByRole('list', { name: 'Weekly hours' })).toContainText(
    'Wednesday 6:00 AM - 8:00 AM',
  );
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await hours.getByRole('button', { name: 'Save Hours' }).click();
  await expect(toast(page, 'Hours Saved')).toBeVisible();
  const row = page.getByRole('table', { name: 'Coaches' }).getByRole('row', {
    name: new RegExp(`Hank ${lastName}`),
  });
  if (!phone) await expect(row).toContainText('Wednesday 6:00 AM - 8:00 AM');
  expect(await seriousViolations(page)).toEqual([]);

  // a member's lesson with a coach of this run, cancelled from the Booking Schedule
  const offset = phone ? 12 : 11;
  const day = clubDay(offset);
  const admin = await adminClient(baseURL ?? '');
  const coach = await coachOn(admin, day, `Sched${Date.now().toString(36)}`);
  const pupil = newUser({ firstName: 'Pia', lastName: `Pupil${Date.now().toString(36)}` });
  const ctx = await apiRequest.newContext({ baseURL: baseURL ?? '' });
  expect((await ctx.post('/trpc/auth.register', { data: pupil })).status()).toBe(200);
  const booked = await ctx.post('/api/lessons', {
    data: { startTime: clubInstant(day, '09:00'), durationMinutes: 60, coachId: coach.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await openSection(page, 'Booking Schedule');
  for (let i = 0; i < offset; i++) await page.getByRole('button', { name: 'Next day' }).click();
  const grid = page.getByRole('region', { name: 'Schedule grid' });
  await expect(grid.getByText(`Lesson with ${coach.name}`)).toBeVisible();
  const who = `${pupil.firstName} ${pupil.lastName}`;
  await grid.getByRole('button', { name: `Cancel lesson for ${who}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(confirm).toContainText(`${who}'s lesson with ${coach.name}`);
  await confirm.getByRole('button', { name: 'Cancel Lesson' }).click();
  await expect(toast(page, 'Lesson cancelled')).toBeVisible();
  await expect(grid.getByText(`Lesson with ${coach.name}`)).toHaveCount(0);
});
