import { request } from '@playwright/test';
import { SEAM_FAKE_FRONT_DOOR } from '../../apps/api/test/support/seam-fake';
import { clubDay, clubInstant } from '../support/admin-panel';
import { seriousViolations } from '../support/axe';
import { doorClubTest as test } from '../support/door-club';
import { ADMIN, expect, loginViaApi, registerViaApi } from '../support/fixtures';

// Door codes (issue 34), on the desktop and the phone: on a club whose front door is a lock of
// Seam's fake, a member's booking gets its code, and My Account shows it with the time it opens
// the door. The shared club has no door provider: nothing there mentions codes.

const CLUB_FIELDS = ['name', 'address', 'city', 'state', 'zipCode', 'timeZone', 'phone', 'email'];

test('a member sees their booking’s door code and when it opens the front door in My Account', async ({
  page,
  ownClub,
}, testInfo) => {
  const admin = await request.newContext({ baseURL: ownClub.baseURL });
  const login = await admin.post('/api/login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  // Club Settings: the front door is the fake's first lock
  const [location] = (await (await admin.get('/api/locations')).json()) as Record<
    string,
    unknown
  >[];
  const details = Object.fromEntries(CLUB_FIELDS.map((f) => [f, location?.[f]]));
  const saved = await admin.put('/api/admin/club', {
    data: { ...details, doorDeviceId: SEAM_FAKE_FRONT_DOOR },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await registerViaApi(page);
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  const bays = (await (await admin.get('/api/bays')).json()) as { id: number }[];
  // each project its own day and bay: both run on the worker's club at once
  const phone = testInfo.project.name === 'phone';
  const start = clubInstant(clubDay(phone ? 3 : 2), '10:00');
  const end = new Date(Date.parse(start) + 60 * 60_000).toISOString();
  const booked = await admin.post('/api/bookings', {
    data: {
      userId: me.id,
      bayId: bays[0]?.id,
      startTime: start,
      endTime: end,
      price: 1,
      isPeak: false,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // the code is made by a job: "on its way" until the lock has it, then its digits
  await expect(async () => {
    await page.goto('/account');
    await expect(page.getByTestId('door-code')).toHaveText(/^\d{6}$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/opens the front door 9:45 AM - 11:00 AM/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await admin.dispose();
});

test('an admin checks a member in from the schedule, and undoes it', async ({
  page,
  ownClub,
}, testInfo) => {
  const admin = await request.newContext({ baseURL: ownClub.baseURL });
  const login = await admin.post('/api/login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const member = await registerViaApi(page);
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  const bays = (await (await admin.get('/api/bays')).json()) as { id: number }[];
  const offset = testInfo.project.name === 'phone' ? 5 : 4;
  const start = clubInstant(clubDay(offset), '10:00');
  const booked = await admin.post('/api/bookings', {
    data: {
      userId: me.id,
      bayId: bays[1]?.id,
      startTime: start,
      endTime: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
      price: 1,
      isPeak: false,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await admin.dispose();

  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?section=schedule');
  for (let i = 0; i < offset; i++) await page.getByRole('button', { name: 'Next day' }).click();
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(page.getByLabel(/^Checked in \d{1,2}:\d{2} [AP]M by an admin$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Undo check-in for ${name}` }).click();
  await expect(page.getByRole('button', { name: `Check in ${name}` })).toBeVisible();
  await expect(page.getByLabel(/^Checked in /)).toHaveCount(0);

  // Club Settings on a club with door access: the front door's lock among Seam's, and the release
  await page.goto('/admin?section=club');
  await expect(page.getByRole('combobox', { name: 'Front door lock' })).toBeVisible();
  await expect(
    page.getByRole('switch', { name: /Release sessions nobody checked in/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
