import { addDays, atLocalTime, DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import { describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '../../test-utils';
import { failWith, fakeApi, ok, renderWithProviders, screen } from '../../test-utils';
import { DemoRequestForm } from './DemoRequestForm';

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** How Mantine's calendar names a day: '5 December 2026'. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS.format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, 1)))} ${y}`;
}

const RECEIPT = {
  id: 7,
  status: 'pending',
  preferredDate: '2026-12-01',
  preferredTime: 'Evening',
};

function renderForm(api: FakeApi = fakeApi({ 'demoRequests.create': ok(RECEIPT) })) {
  const onSubmitted = vi.fn();
  const view = renderWithProviders(<DemoRequestForm onSubmitted={onSubmitted} />, { api });
  const { user } = view;
  const type = async (label: string, value: string) => {
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }));
    await user.paste(value);
  };
  /** Opens the calendar (Mantine's DatePickerInput) and clicks the day, a month on if need be. */
  const pickDate = async (date: string) => {
    await user.click(screen.getByRole('button', { name: /^Preferred Date/ }));
    const day = () => screen.queryByRole('button', { name: dayLabel(date) });
    if (!day()) await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(day() ?? (await screen.findByRole('button', { name: dayLabel(date) })));
  };
  /** Opens a drop-down (Mantine's Select) and clicks the option. */
  const choose = async (label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Request My Free Demo' }));
  const fillAll = async (date: string) => {
    await type('First Name', 'Morgan');
    await type('Last Name', 'Birdie');
    await type('Email', 'Morgan@Example.com');
    await type('Phone', '(210) 555-0199');
    await pickDate(date);
    await choose('Preferred Time', 'Evening (5PM-9PM)');
    await choose('How did you hear about us?', 'Friend/Family');
  };
  return { ...view, onSubmitted, pickDate, choose, send, fillAll };
}

/** Tomorrow in San Antonio, whatever the test machine's zone. */
const tomorrow = () => addDays(localDateOf(new Date(), DEFAULT_TIME_ZONE), 1);

describe('DemoRequestForm', () => {
  it("shows the contract's message under every empty field and sends nothing", async () => {
    const { send, api } = renderForm();
    await send();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please select a date',
      'Please select how you heard about us',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(api.inputsOf('demoRequests.create')).toEqual([]);
  });

  it('sends the request with the day chosen in the calendar (club-local noon) and both drop-downs', async () => {
    const { fillAll, send, api, onSubmitted } = renderForm();
    const day = tomorrow();
    await fillAll(day);
    expect(screen.getByRole('button', { name: /^Preferred Date/ })).toHaveTextContent(
      /^\d{1,2}\/\d{1,2}\/\d{2}$/,
    );
    await send();
    expect(await screen.findByText('Demo Request Submitted')).toBeVisible();
    expect(api.inputsOf('demoRequests.create')).toEqual([
      {
        firstName: 'Morgan',
        lastName: 'Birdie',
        email: 'morgan@example.com',
        phone: '(210) 555-0199',
        preferredDate: atLocalTime(day, '12:00', DEFAULT_TIME_ZONE).toISOString(),
        preferredTime: 'Evening',
        heardFrom: 'Friend/Family',
      },
    ]);
    expect(onSubmitted).toHaveBeenCalledWith(
      RECEIPT,
      expect.objectContaining({ firstName: 'Morgan', preferredDate: day }),
    );
  });

  it("clears a field's message once the visitor chooses a value", async () => {
    const { send, pickDate, choose } = renderForm();
    await send();
    expect(await screen.findByText('Please select a date')).toBeVisible();
    await pickDate(tomorrow());
    expect(screen.queryByText('Please select a date')).toBeNull();
    await choose('How did you hear about us?', 'Social Media');
    expect(screen.queryByText('Please select how you heard about us')).toBeNull();
  });

  it("shows the server's reason for a refusal, and the form's fallback for anything else", async () => {
    let answer = failWith(409, {
      message: 'You already asked for a demo on that day.',
      code: 'DUPLICATE',
    });
    const api = fakeApi({ 'demoRequests.create': () => answer });
    const { fillAll, send, onSubmitted } = renderForm(api);
    await fillAll(tomorrow());
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already asked for a demo on that day.',
    );
    answer = failWith(500, { message: 'database down', code: 'INTERNAL' });
    await send();
    expect(
      await screen.findByText('Failed to submit your request. Please try again.'),
    ).toBeVisible();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
