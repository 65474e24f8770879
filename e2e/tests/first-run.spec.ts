import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createAdmin, startApi, startSmtp, stopProcess, type ApiServer } from '../support/servers';

// First run (DECISIONS.md, Club settings and first run): a club whose database has no location
// yet. Its own API on a new data folder whose first admin was made with `admin:create` before
// the first start (so no demo data), as an operator would.

const FIRST_ADMIN = { email: 'owner@newclub.test', password: 'First-Run-2026!' };

let api: ApiServer;
let closeSmtp: () => Promise<void>;
test.beforeAll(async () => {
  const workDir = await mkdtemp(path.join(tmpdir(), 'inside9-first-run-'));
  const dataDir = path.join(workDir, 'data');
  createAdmin(dataDir, { ...FIRST_ADMIN, firstName: 'Morgan' });
  const smtp = await startSmtp(path.join(workDir, 'mail'));
  closeSmtp = smtp.close;
  api = await startApi({ smtpPort: smtp.port, workDir, dataDir });
});
test.afterAll(async () => {
  await stopProcess(api.process);
  await closeSmtp();
});

test('an admin of a new club sets it up from the admin panel, and the panel opens', async ({
  page,
}) => {
  const base = api.baseURL;
  const login = await page.request.post(`${base}/api/login`, {
    data: { username: FIRST_ADMIN.email, password: FIRST_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);

  // before: a member's call that needs the club says so (409, not a 404 or a 500)
  const list = await page.request.get(
    `${base}/api/bookings?startDate=2026-11-23T06:00:00.000Z&endDate=2026-11-30T06:00:00.000Z`,
  );
  expect(list.status()).toBe(409);
  expect(await list.json()).toMatchObject({ error: 'The club is not set up yet.' });

  await page.goto(`${base}/admin`);
  await expect(page.getByRole('heading', { name: 'Set up your club' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Bay Management/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Set Up Club' }).click();
  await expect(page.getByText('Club name is required')).toBeVisible();
  expect(await seriousViolations(page, 'form'), 'with its messages').toEqual([]);

  await page.getByRole('textbox', { name: /^Club name/ }).fill('Inside 9 Stone Oak');
  await page.getByRole('textbox', { name: /^Street address/ }).fill('20330 Huebner Rd');
  await page.getByRole('textbox', { name: /^City/ }).fill('San Antonio');
  await page.getByRole('textbox', { name: /^State/ }).fill('TX');
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill('78258');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('(210) 555-0177');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('stoneoak@inside9golf.com');
  await page.getByRole('combobox', { name: /^Time zone/ }).click();
  await page.getByRole('option', { name: 'Central (America/Chicago)' }).click();
  await page.getByRole('button', { name: 'Set Up Club' }).click();

  await expect(page.getByText(/Inside 9 Stone Oak is ready/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Bay Management/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your club' })).toHaveCount(0);
  const locations = await page.request.get(`${base}/api/locations`);
  expect(await locations.json()).toMatchObject([
    {
      name: 'Inside 9 Stone Oak',
      zipCode: '78258',
      timeZone: 'America/Chicago',
      membersOnly: false,
    },
  ]);
  // the footer reads the club's details from its settings
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: '(210) 555-0177' }),
  ).toBeVisible();
});
