// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderPaths, render } from './entry-server';

describe('the prerender', () => {
  it('renders every path of the route table and the not-found page, in English and in Spanish', () => {
    const english = [
      '/',
      '/auth',
      '/memberships',
      '/join-membership',
      '/demo-booking',
      '/booking',
      '/leagues',
      '/lessons',
      '/account',
      '/admin',
      '/404',
    ];
    expect(prerenderPaths()).toEqual([
      ...english,
      ...english.map((path) => (path === '/' ? '/es/' : `/es${path}`)),
    ]);
  });

  it('draws a Spanish page under /es in Spanish, with the catalogs it hydrates with', async () => {
    const { html, pages, indexable, locale } = await render('/es/');
    expect(html).toContain('Reserve una demostración gratis');
    expect(html).toMatch(/href="\/es\/memberships"/);
    // its twins' full addresses come from the server (a Link header), never relative in the page
    expect(html).not.toContain('rel="alternate"');
    expect(pages).toEqual([
      'src/pages/HomePage.tsx',
      'src/locales/main/es.po',
      'src/locales/HomePage/es.po',
    ]);
    expect(indexable).toBe(true);
    expect(locale).toBe('es');
    // the next page rendered is English again
    expect((await render('/')).html).toContain('Book a Free Demo');
  });

  it('draws a visitor page whole, with its title and description first, and no script', async () => {
    const { html, pages, indexable } = await render('/memberships');
    expect(html).toMatch(/^<title>Membership Plans \| Inside 9<\/title><meta name="description"/);
    expect(html).toContain('Membership Plans</h1>');
    expect(html).toContain('Become a Member');
    expect(html).not.toContain('<script');
    expect(pages).toEqual(['src/pages/PlansPage.tsx']);
    expect(indexable).toBe(true);
  });

  it('draws the login form of /auth', async () => {
    const { html } = await render('/auth');
    expect(html).toContain('Member Login</h1>');
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).not.toContain('<script');
  });

  it('draws a member page as the loader a visitor sees first, kept out of search results', async () => {
    const { html, indexable } = await render('/booking');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('role="status"');
    expect(indexable).toBe(false);
  });
});
