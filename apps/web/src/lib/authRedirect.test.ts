import { describe, expect, it } from 'vitest';
import { pathAfterLogin, returnTo } from './authRedirect';

describe('pathAfterLogin', () => {
  it('goes back to the page the visitor was sent from', () => {
    expect(pathAfterLogin(returnTo('/booking'))).toBe('/booking');
    expect(pathAfterLogin(returnTo('/account?tab=leagues'))).toBe('/account?tab=leagues');
  });

  it.each([
    ['no state', null],
    ['no from', {}],
    ['not text', { from: 42 }],
    ['another site', { from: '//evil.example/login' }],
    ['a full address', { from: 'https://evil.example/' }],
  ])('goes home with %s', (_why, state) => expect(pathAfterLogin(state)).toBe('/'));
});
