import { afterEach, describe, expect, it } from 'vitest';
import HomePage from '../../pages/HomePage';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { LOCALE_COOKIE } from '../../i18n/locales';
import { renderWithProviders, screen, waitFor } from '../../test-utils';
import { Layout } from '../Layout/Layout';
import { LanguageSwitch } from './LanguageSwitch';
import { axeViolations } from '../../test-utils/axe';

const SLOW = { timeout: 8000 };

afterEach(async () => {
  await activateLocale('en');
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('LanguageSwitch', () => {
  it('links an English page to its Spanish twin under /es, remembering the choice on a click', async () => {
    const opened: string[] = [];
    const { user } = renderWithProviders(<LanguageSwitch open={(href) => opened.push(href)} />, {
      route: '/memberships?plan=pro',
    });
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/memberships?plan=pro');
    expect(link).toHaveAttribute('lang', 'es-US');
    expect(link).toHaveAttribute('hreflang', 'es-US');
    await user.click(link);
    await waitFor(() => expect(opened).toEqual(['/es/memberships?plan=pro']));
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);
  });

  it('links a Spanish page back to English, on the phone menu too', async () => {
    await activateLocale('es');
    renderWithProviders(
      <Layout>
        <p>page</p>
      </Layout>,
      { route: '/demo-booking' },
    );
    const links = await screen.findAllByRole('link', { name: 'English' }, SLOW);
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const link of links) expect(link).toHaveAttribute('href', '/demo-booking');
  });
});

describe('the header, footer and home page in Spanish', () => {
  it('reads in Spanish, the banner and calls to action included, with no axe violation', async () => {
    // The route's lazy() loads the page's catalog with the page (the layout's is always loaded).
    await loadCatalog('HomePage');
    await activateLocale('es');
    const { container } = renderWithProviders(
      <Layout>
        <HomePage />
      </Layout>,
    );
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Club de simuladores de golf solo para socios, abierto 24/7, con tecnología de simulación TrackMan',
        },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acceso para socios' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getAllByRole('link', { name: 'Reserve una demostración gratis' })).toHaveLength(
      3,
    );
    expect(screen.getAllByText(/Puede traer hasta 3 invitados/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Abrir el menú de navegación' })).toBeInTheDocument();
    expect(screen.getByText(/Todos los derechos reservados/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('solo para socios'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the spec’s English banner word for word in English', async () => {
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: '24/7 Members only golf simulator club leveraging TrackMan simulator technology',
        },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/Bring up to 3 guests and please arrive 15 minutes early\./),
    ).toHaveLength(2);
  });
});
