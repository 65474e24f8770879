import type { Rendered } from '../../test-utils';
import { screen, within } from '../../test-utils';

/** The first render loads Mantine, the query client and the grid: give a busy machine time. */
export const SLOW = { timeout: 8000 };

/** Add Booking's Lena Links, the bay, 10:00 AM (tests only): the rest stays as the dialog starts. */
export async function fillAddBooking(
  { user }: Pick<Rendered, 'user'>,
  dialog: HTMLElement,
  bayName: string,
) {
  const pick = async (field: string, option: string | RegExp) => {
    await user.click(within(dialog).getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }, SLOW));
  };
  await pick('Member', /Lena Links/);
  await pick('Bay', bayName);
  await pick('Start Time', '10:00 AM');
}
