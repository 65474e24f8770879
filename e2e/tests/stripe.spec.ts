import { expect, registerViaApi } from '../support/fixtures';
import { stripeClubTest as test } from '../support/stripe-club';

// Card payments (issue 33; DECISIONS.md), on the desktop and the phone: on a club that takes them,
// Choose opens the Stripe Checkout page the API got from Stripe (here the local Stripe-compatible
// server of the API tests, support/stripe-club.ts). The shared club takes no card payments: its
// placeholder alert is visitor.spec's and a11y.spec's.

const CHECKOUT = /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/;

test('a member who chooses Pro goes to the Checkout page of a Pro subscription from Stripe', async ({
  page,
  stripe,
}) => {
  // no internet here: Stripe's Checkout page is a page of our own at Stripe's address
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stripe Checkout</title><h1>Pay Inside 9</h1></html>',
    }),
  );
  const user = await registerViaApi(page);
  await page.goto('/memberships');
  // the server is the worker's: what this test asked for comes after this
  const before = stripe.requests.length;
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: 'Choose Pro' })
    .click();

  await page.waitForURL(CHECKOUT);
  await expect(page.getByRole('heading', { name: 'Pay Inside 9' })).toBeVisible();
  const asked = stripe.requests.slice(before);
  const sessions = asked.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  expect(sessions).toHaveLength(1);
  const session = sessions[0]?.answer as { url: string; customer: string };
  // the very session Stripe handed out, not a URL of the app's making
  expect(session.url).toMatch(CHECKOUT);
  expect(page.url()).toBe(session.url);

  const pro = stripe.prices.find((p) => p.lookup_key === 'pro_monthly');
  expect(pro?.unit_amount).toBe(19900);
  expect(sessions[0]?.params).toMatchObject({
    mode: 'subscription',
    line_items: [{ price: pro?.id, quantity: '1' }],
    success_url: expect.stringMatching(/\/account\?checkout=done$/),
    cancel_url: expect.stringMatching(/\/memberships$/),
  });
  // for the member: their Stripe customer, made with their e-mail
  const customers = asked.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
  expect(customers).toHaveLength(1);
  expect(customers[0]?.params).toMatchObject({ email: user.email });
  expect(session.customer).toBe((customers[0]?.answer as { id: string }).id);
});
