import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import { AccountCalendarFeed } from './AccountCalendarFeed';

const OLD = 'http://club.test/api/calendar/old-secret-token-0123456789.ics';
const NEW = 'http://club.test/api/calendar/new-secret-token-9876543210.ics';

describe('AccountCalendarFeed', () => {
  it('shows the private link, and replaces it: the new one is shown and the member told', async () => {
    const api = fakeApi({
      'bookings.calendarFeed': ok({ url: OLD }),
      'bookings.rotateCalendarFeed': ok({ url: NEW }),
    });
    const { user } = renderWithProviders(<AccountCalendarFeed />, { api });
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    expect(link).toHaveValue(OLD);
    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByText('Calendar link replaced')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(NEW);
    expect(api.inputsOf('bookings.rotateCalendarFeed')).toHaveLength(1);
  });

  it('says so when the link could not be replaced, and keeps the old one', async () => {
    const api = fakeApi({
      'bookings.calendarFeed': ok({ url: OLD }),
      'bookings.rotateCalendarFeed': failWith(429, {
        message: 'Too many attempts. Please wait a few minutes and try again.',
        code: 'RATE_LIMITED',
      }),
    });
    const { user } = renderWithProviders(<AccountCalendarFeed />, { api });
    await screen.findByRole('textbox', { name: 'Your private calendar link' });
    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByText('Could not replace the link')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(OLD);
  });
});
