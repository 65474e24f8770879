import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { rememberLocale } from '../../i18n/i18n';
import { pathIn } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { pathAfterLogin } from '../../lib/authRedirect';

/** Opens `href` as a new page (another language's address is another router's). */
const openPage = (href: string) => window.location.assign(href);

/**
 * While `auth.me` loads the login form shows (the prerendered page); a member is sent on, in the
 * language kept on their account: to the same address when the page is in it, else to its twin in
 * that language (a Spanish-speaking member signing in on an English page reads on in Spanish). Its
 * own component, so the answer re-renders nothing else: an update reaching the login form before
 * its code has arrived makes React drop the prerendered form for the loader (it blinked and moved).
 */
export function SignedInRedirect({ open = openPage }: { open?: (href: string) => void }) {
  const { user } = useCurrentUser();
  const { locale } = useLocale();
  const location = useLocation();
  const next = pathAfterLogin(location.state);
  const otherLanguage = user !== null && user.locale !== locale ? user.locale : null;
  useEffect(() => {
    if (!otherLanguage) return;
    rememberLocale(otherLanguage);
    open(pathIn(otherLanguage, next));
  }, [otherLanguage, next, open]);
  if (!user || otherLanguage) return null;
  return <Navigate to={next} replace />;
}
