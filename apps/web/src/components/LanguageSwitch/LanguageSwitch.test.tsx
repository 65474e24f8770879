import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from '../../pages/HomePage';
import { activateLocale, loadCatalog } from '../../i18n/i18n';
import { LOCALE_COOKIE } from '../../i18n/locales';
import { renderWithProviders, screen, waitFor } from '../../test-utils';
import { Footer } from '../Footer/Footer';
import { Layout } from '../Layout/Layout';
import { LanguageSwitch } from './LanguageSwitch';

const SLOW = { timeout: 8000 };

/** axe's rules that jsdom can judge (it lays nothing out: no colour contrast). */
async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

afterEach(async () => {
  await activateLocale('en');
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('LanguageSwitch', () => {
  it('turns the screens to Spanish, remembers it in club_lang and sets <html lang>', async () => {
    const { user } = renderWithProviders(
      <>
        <LanguageSwitch />
        <Footer />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Hours' })).toBeInTheDocument();
    await user.click(screen.getByText('Español'));
    expect(await screen.findByRole('heading', { name: 'Horario' }, SLOW)).toBeInTheDocument();
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);
    expect(document.documentElement.lang).toBe('es-US');
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Hours' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
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
