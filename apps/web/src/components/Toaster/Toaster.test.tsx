import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { renderWithProviders, screen } from '../../test-utils';

const SLOW = { timeout: 8000 };

afterEach(async () => {
  await activateLocale('en');
});

describe('the toasts', () => {
  it('name their close button in English', async () => {
    renderWithProviders(<p>page</p>);
    toast({ title: 'Code verified' });
    expect(await screen.findByText('Code verified', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it('name their close button in Spanish', async () => {
    await activateLocale('es');
    renderWithProviders(<p>página</p>);
    toast({ title: 'Código verificado' });
    expect(await screen.findByText('Código verificado', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar el aviso' })).toBeInTheDocument();
  });
});
