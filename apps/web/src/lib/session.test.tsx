import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, member, ok } from '../test-utils';
import { createRpc } from './rpc';
import { SessionProvider, useSession } from './session';

function Who() {
  const { user, isLoading } = useSession();
  return <output>{isLoading ? 'loading' : (user?.firstName ?? 'visitor')}</output>;
}

describe('SessionProvider', () => {
  it('takes the lookup main.tsx started before the first render, and asks nothing more', async () => {
    const api = fakeApi({ 'auth.me': ok(member()) });
    const rpc = createRpc({ url: 'http://club.test/trpc', fetch: api.fetch, batch: false });
    const firstLookup = rpc.query('auth.me').catch(() => null);
    render(
      <SessionProvider rpc={rpc} firstLookup={firstLookup}>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('Casey')).toBeInTheDocument();
    expect(api.inputsOf('auth.me')).toHaveLength(1);
  });

  it('asks itself when no lookup was started', async () => {
    const api = fakeApi();
    const rpc = createRpc({ url: 'http://club.test/trpc', fetch: api.fetch, batch: false });
    render(
      <SessionProvider rpc={rpc}>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(api.inputsOf('auth.me')).toHaveLength(1);
  });
});
