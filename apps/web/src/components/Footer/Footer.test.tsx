import { describe, expect, it } from 'vitest';
import { CLUB_LOCATION, fakeApi, never, ok, renderWithProviders, screen } from '../../test-utils';
import { Footer } from './Footer';

const SLOW = { timeout: 8000 };

describe('Footer', () => {
  it("shows the club's contact details as Club Settings keeps them", async () => {
    const api = fakeApi({
      'locations.list': ok([
        {
          ...CLUB_LOCATION,
          phone: '(210) 555-0123',
          email: 'desk@inside9golf.com',
          address: '500 Broadway',
          zipCode: '78215',
        },
      ]),
    });
    renderWithProviders(<Footer />, { api });
    const phone = await screen.findByRole('link', { name: '(210) 555-0123' }, SLOW);
    expect(phone).toHaveAttribute('href', 'tel:+12105550123');
    expect(screen.getByRole('link', { name: 'desk@inside9golf.com' })).toHaveAttribute(
      'href',
      'mailto:desk@inside9golf.com',
    );
    expect(screen.getByText(/500 Broadway/)).toHaveTextContent('500 BroadwaySan Antonio, TX 78215');
  });

  it('shows the published details while the club loads (as the prerendered page does)', () => {
    renderWithProviders(<Footer />, { api: fakeApi({ 'locations.list': never }) });
    expect(screen.getByRole('link', { name: '(210) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+12105550142',
    );
  });
});
