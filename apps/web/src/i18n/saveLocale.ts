import type { AppRouter } from '@club/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { Locale } from './locales';

/**
 * Keeps a signed-in member's language on their account (their e-mails and the API's texts follow
 * it): loaded by the language switch on a click, before it opens the page in the new language.
 * A visitor has no account: nothing to keep beyond the club_lang cookie.
 */
export async function saveLocale(locale: Locale): Promise<void> {
  const api = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
  const me = await api.auth.me.query();
  if (!me || me.locale === locale) return;
  await api.account.updateProfile.mutate({
    firstName: me.firstName,
    lastName: me.lastName,
    phone: me.phone,
    locale,
  });
}
