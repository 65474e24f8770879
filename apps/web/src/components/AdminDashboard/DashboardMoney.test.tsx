import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '../../test-utils';
import { DashboardMoney } from './DashboardMoney';

describe('DashboardMoney', () => {
  it("shows the day's charges, credits and payments as dollars", () => {
    renderWithProviders(
      <DashboardMoney money={{ chargesCents: 12050, creditsCents: 0, paymentsCents: 500000 }} />,
    );
    const money = screen.getByRole('region', { name: 'Money today' });
    expect(within(money).getByText('Charged today').nextSibling).toHaveTextContent('$120.50');
    expect(within(money).getByText('Credited today').nextSibling).toHaveTextContent('$0');
    expect(within(money).getByText('Paid today').nextSibling).toHaveTextContent('$5,000');
  });
});
