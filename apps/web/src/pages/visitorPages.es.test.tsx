import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoConfirmation } from '../components/DemoConfirmation/DemoConfirmation';
import { activateLocale, loadCatalog } from '../i18n/i18n';
import { renderWithProviders, screen, waitFor } from '../test-utils';
import AuthPage from './AuthPage';
import DemoBookingPage from './DemoBookingPage';
import NotFoundPage from './NotFoundPage';
import PlansPage from './PlansPage';
import { axeViolations } from '../test-utils/axe';

const SLOW = { timeout: 8000 };

/** As a route does: the page's catalog with the page, then the visitor's language. */
async function inSpanish(page: string) {
  await loadCatalog(page);
  await activateLocale('es');
}

afterEach(async () => {
  await activateLocale('en');
});

describe('the plans page in Spanish', () => {
  it('names the plans, the choice and the FAQ in Spanish, with no axe violation', async () => {
    await inSpanish('PlansPage');
    const { container } = renderWithProviders(<PlansPage />, { route: '/memberships' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planes de membresía' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir Pro' })).toBeInTheDocument();
    expect(screen.getByText('El más popular')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve una demostración gratis' })).toHaveAttribute(
      'href',
      '/demo-booking',
    );
    // the FAQ (its own chunk), the booking rules' numbers in Spanish words
    expect(
      await screen.findByRole('button', { name: '¿Cuándo puedo jugar?' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Reserve con hasta 14 días de anticipación, en sesiones de 30 minutos a 4 horas/,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Planes de membresía | Inside 9'));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the login page in Spanish', () => {
  it('reads in Spanish, the contract’s checks included, with no axe violation', async () => {
    await inSpanish('AuthPage');
    const { container, user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso para socios' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Su juego, a toda hora' })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Iniciar sesión' }, SLOW);
    expect(await axeViolations(container)).toEqual([]);
    // Nothing typed: the contract's message (its catalog loads with the first check).
    await user.click(submit);
    expect(
      await screen.findByText('La contraseña debe tener al menos 6 caracteres', undefined, SLOW),
    ).toBeVisible();
  });
});

describe('the demo page in Spanish', () => {
  it('reads in Spanish, the price line and the form included, with no axe violation', async () => {
    await inSpanish('DemoBookingPage');
    const { container, user } = renderWithProviders(<DemoBookingPage />, {
      route: '/demo-booking',
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Reserve hoy una demostración gratis' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Membresías desde $99 al mes')).toBeInTheDocument();
    expect(screen.getByText('Traiga hasta 3 invitados')).toBeInTheDocument();
    const submit = await screen.findByRole(
      'button',
      { name: 'Solicitar mi demostración gratis' },
      SLOW,
    );
    expect(screen.getByRole('combobox', { name: /^Horario preferido/ })).toHaveValue(
      'Mañana (9 a.m. a 12 p.m.)',
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(submit);
    expect(await screen.findByText('Por favor, elija una fecha', undefined, SLOW)).toBeVisible();
  });

  it('confirms the request with the day and the time in Spanish', async () => {
    await inSpanish('DemoBookingPage');
    const { container } = renderWithProviders(
      <DemoConfirmation
        receipt={{
          id: 7,
          status: 'pending',
          preferredDate: '2026-12-01',
          preferredTime: 'Evening',
        }}
        firstName="Ana"
        email="ana@example.com"
        onBookAnother={vi.fn()}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: '¡Solicitud de demostración recibida!' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/Gracias, Ana\. Recibimos su solicitud/)).toHaveTextContent(
      'el 1 de diciembre de 2026, Noche (5 p.m. a 9 p.m.).',
    );
    expect(screen.getByRole('button', { name: 'Reservar otra demostración' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the not-found page in Spanish', () => {
  it('says so in Spanish and leads home, with no axe violation', async () => {
    await inSpanish('NotFoundPage');
    const { container } = renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Página no encontrada' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Inside 9'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
