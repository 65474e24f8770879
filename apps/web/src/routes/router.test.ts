import { describe, expect, it } from 'vitest';
import { routeKey } from './router';

describe('routeKey', () => {
  // As react-router matched the table: any case, trailing slashes optional, escapes decoded.
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/auth', '/auth'],
    ['/auth/', '/auth'],
    ['/Demo-Booking//', '/demo-booking'],
    ['/%61uth', '/auth'],
    ['/%E0%A4%A', '/%e0%a4%a'],
  ])('%j is the route %j', (pathname, key) => expect(routeKey(pathname)).toBe(key));
});
