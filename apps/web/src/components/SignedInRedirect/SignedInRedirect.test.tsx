import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { fakeApi, ok, renderWithProviders, waitFor } from '../../test-utils';
import { member } from '../../test-utils/people';
import { SignedInRedirect } from './SignedInRedirect';

afterEach(async () => {
  await activateLocale('en');
});

describe('SignedInRedirect', () => {
  it("sends a member signing in on an English page on in their account's language", async () => {
    const opened: string[] = [];
    const api = fakeApi({ 'auth.me': ok(member({ locale: 'es' })) });
    renderWithProviders(<SignedInRedirect open={(href) => opened.push(href)} />, {
      api,
      route: '/auth',
    });
    await waitFor(() => expect(opened).toEqual(['/es/']));
    expect(document.cookie).toContain('club_lang=es');
  });

  it('stays in the page language when the account has it', async () => {
    const opened: string[] = [];
    const api = fakeApi({ 'auth.me': ok(member({ locale: 'en' })) });
    const { router } = renderWithProviders(
      <SignedInRedirect open={(href) => opened.push(href)} />,
      { api, route: '/auth' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(opened).toEqual([]);
  });
});
