import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePath, resolvePath } from './history';
import { BrowserRouter, Link, Navigate, useLocation, useNavigate, useSearchParams } from './router';

describe('parsePath and resolvePath', () => {
  it.each([
    ['/auth', { pathname: '/auth', search: '', hash: '' }],
    ['/account?tab=leagues#top', { pathname: '/account', search: '?tab=leagues', hash: '#top' }],
    ['/admin?', { pathname: '/admin', search: '', hash: '' }],
    ['', { pathname: '/', search: '', hash: '' }],
  ])('splits %j', (path, parts) => expect(parsePath(path)).toEqual(parts));

  const here = { pathname: '/account', search: '?tab=bookings', hash: '' };
  it.each([
    ['/auth', '/auth'],
    ['?tab=leagues', '/account?tab=leagues'],
    ['?', '/account'],
    ['#calendar', '/account?tab=bookings#calendar'],
  ])('resolves %j from /account?tab=bookings to %j', (to, path) =>
    expect(resolvePath(to, here)).toBe(path),
  );
});

/** Shows where the router is, and buttons that move it the way pages do. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output aria-label="path">{location.pathname + location.search}</output>
      <output aria-label="state">{JSON.stringify(location.state)}</output>
      <output aria-label="tab">{params.get('tab') ?? ''}</output>
      <Link to="/memberships">Plans</Link>
      <Link to="/auth">Here</Link>
      <button type="button" onClick={() => navigate('/auth', { state: { from: '/booking' } })}>
        Log in
      </button>
      <button type="button" onClick={() => setParams({ tab: 'leagues' }, { replace: true })}>
        Leagues tab
      </button>
    </>
  );
}

function renderAt(path: string, ui = <Probe />) {
  window.history.replaceState(null, '', path);
  return render(<BrowserRouter>{ui}</BrowserRouter>);
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('the browser router', () => {
  let entries = 0;
  beforeEach(() => (entries = window.history.length));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens a link in place on a plain click, adding an entry', () => {
    renderAt('/auth');
    fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(shown('path')).toBe('/memberships');
    expect(window.location.pathname).toBe('/memberships');
    expect(window.history.length).toBe(entries + 1);
  });

  it('leaves a modified or middle click to the browser (new tab or window)', () => {
    renderAt('/auth');
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('href', '/memberships');
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(shown('path')).toBe('/auth');
  });

  it('replaces the entry for a link to where the visitor already is', () => {
    renderAt('/auth');
    fireEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(shown('path')).toBe('/auth');
    expect(window.history.length).toBe(entries);
  });

  it('hands state to the next page, and keeps it over a reload', () => {
    renderAt('/memberships');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shown('path')).toBe('/auth');
    expect(shown('state')).toBe('{"from":"/booking"}');
    expect(window.history.state).toEqual({ usr: { from: '/booking' } });
  });

  it('changes the query of the same page', () => {
    renderAt('/account?tab=bookings');
    expect(shown('tab')).toBe('bookings');
    fireEvent.click(screen.getByRole('button', { name: 'Leagues tab' }));
    expect(shown('path')).toBe('/account?tab=leagues');
    expect(shown('tab')).toBe('leagues');
    expect(window.history.length).toBe(entries);
  });

  it('follows Back', async () => {
    renderAt('/auth');
    fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve));
      window.history.back();
      await moved;
    });
    expect(shown('path')).toBe('/auth');
  });

  it('sends the visitor on with <Navigate>, replacing the entry, with its state', () => {
    renderAt(
      '/booking',
      <>
        <Navigate to="/auth" replace state={{ from: '/booking' }} />
        <Probe />
      </>,
    );
    expect(shown('path')).toBe('/auth');
    expect(shown('state')).toBe('{"from":"/booking"}');
    expect(window.history.length).toBe(entries);
  });
});
