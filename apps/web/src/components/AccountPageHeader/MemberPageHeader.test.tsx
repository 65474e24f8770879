import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import { MemberPageHeader } from './MemberPageHeader';

describe('MemberPageHeader', () => {
  it('shows the heading and names the page in the browser tab while it is shown', () => {
    document.title = 'Inside 9';
    const { unmount } = renderWithProviders(
      <MemberPageHeader eyebrow="Members" title="My Account" lead="Your sessions." />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(document.title).toBe('My Account | Inside 9');
    unmount();
    expect(document.title).toBe('Inside 9');
  });

  it('takes a tab title of its own when the page says which part is open', () => {
    renderWithProviders(
      <MemberPageHeader title="Admin Panel" documentTitle="Member Management | Admin Panel" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(document.title).toBe('Member Management | Admin Panel | Inside 9');
  });
});
