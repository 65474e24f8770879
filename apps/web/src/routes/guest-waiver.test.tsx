import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, ok, renderRoutes, screen, within } from '../test-utils';
import { routes } from './routes';

const TOKEN = 'Ab0_-'.repeat(8);
const TEXT = 'Golf balls fly fast. Stand behind the line.';
const EXPIRED = 'This waiver link has expired or was already used.';

function robots(): string | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null;
}

describe('a guest waiver link', () => {
  it('greets the guest with the booking day and the text; "I agree" thanks them', async () => {
    const api = fakeApi({
      'waiver.guest': ok({ version: 3, text: TEXT, firstName: 'Ann', date: '2026-11-24' }),
      'waiver.acceptGuest': ok({ version: 3, acceptedAt: '2026-11-23T15:00:00.000Z' }),
    });
    const { user } = renderRoutes(routes, { route: `/waiver/${TOKEN}`, api });
    expect(
      await screen.findByRole('heading', { name: 'Hi Ann' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText(/a booking on Tuesday, 11\/24\/26/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Waiver text' })).toHaveTextContent(TEXT);
    expect(robots()).toBe('noindex');
    expect(api.inputsOf('waiver.guest')).toEqual([{ token: TOKEN }]);

    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Ann!' })).toBeVisible();
    expect(api.inputsOf('waiver.acceptGuest')).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('says when the link has expired or was used, with a way home', async () => {
    const api = fakeApi({ 'waiver.guest': failWith(404, { message: EXPIRED, code: 'NOT_FOUND' }) });
    renderRoutes(routes, { route: `/waiver/${TOKEN}`, api });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(EXPIRED);
    expect(within(alert).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('says so when the link was used meanwhile, on "I agree"', async () => {
    const api = fakeApi({
      'waiver.guest': ok({ version: 3, text: TEXT, firstName: 'Ann', date: '2026-11-24' }),
      'waiver.acceptGuest': failWith(404, { message: EXPIRED, code: 'NOT_FOUND' }),
    });
    const { user } = renderRoutes(routes, { route: `/waiver/${TOKEN}`, api });
    await user.click(await screen.findByRole('button', { name: 'I agree' }, { timeout: 15_000 }));
    expect(await screen.findByText(EXPIRED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});
