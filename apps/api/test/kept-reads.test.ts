import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeptReads } from '../src/services/shared/kept-reads';

/** A load that answers 'v1', 'v2', ... and can be held open until released. */
function counter() {
  let n = 0;
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    load: async () => {
      const mine = ++n;
      if (gate) await gate;
      return `v${mine}`;
    },
    hold() {
      gate = new Promise((r) => (open = r));
    },
    release() {
      gate = null;
      open();
    },
    get loads() {
      return n;
    },
  };
}

const flush = () => new Promise<void>((r) => setImmediate(r));

describe('KeptReads', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('shares one read among askers until it is three quarters of its time old', async () => {
    const kept = new KeptReads<string>({ ttlMs: 1000 });
    const c = counter();
    expect(await Promise.all([kept.get('k', c.load), kept.get('k', c.load)])).toEqual(['v1', 'v1']);
    vi.setSystemTime(749);
    expect(await kept.get('k', c.load)).toBe('v1');
    expect(c.loads).toBe(1);
  });

  it('rereads in the background past nineteen twentieths of its time: askers keep the old read meanwhile', async () => {
    const kept = new KeptReads<string>({ ttlMs: 1000 });
    const c = counter();
    await kept.get('k', c.load);
    c.hold();
    vi.setSystemTime(950);
    // the asker is answered at once with the read it has; a reread has started
    expect(await kept.get('k', c.load)).toBe('v1');
    expect(c.loads).toBe(2);
    expect(await kept.get('k', c.load)).toBe('v1');
    expect(c.loads).toBe(2); // one reread at a time
    c.release();
    await flush();
    expect(await kept.get('k', c.load)).toBe('v2');
  });

  it('never answers a read older than its time: past it, askers wait for the reread under way', async () => {
    const kept = new KeptReads<string>({ ttlMs: 1000 });
    const c = counter();
    await kept.get('k', c.load);
    c.hold();
    vi.setSystemTime(960);
    await kept.get('k', c.load); // starts the reread at 960
    vi.setSystemTime(1000);
    const waiting = kept.get('k', c.load);
    c.release();
    expect(await waiting).toBe('v2');
    expect(c.loads).toBe(2);
    // a read nobody asked for in its time is read afresh
    vi.setSystemTime(5000);
    expect(await kept.get('k', c.load)).toBe('v3');
  });

  it('clear drops the reads and the rereads under way', async () => {
    const kept = new KeptReads<string>({ ttlMs: 1000 });
    const c = counter();
    await kept.get('k', c.load);
    c.hold();
    vi.setSystemTime(960);
    await kept.get('k', c.load); // reread v2 under way
    kept.clear();
    c.release();
    await flush();
    // v2 was asked before the clear: it must not come back
    expect(await kept.get('k', c.load)).toBe('v3');
  });

  it('keeps no failed read and no failed reread', async () => {
    const kept = new KeptReads<string>({ ttlMs: 1000 });
    let fail = true;
    let n = 0;
    const load = () => {
      n++;
      return fail ? Promise.reject(new Error('down')) : Promise.resolve(`ok${n}`);
    };
    await expect(kept.get('k', load)).rejects.toThrow('down');
    fail = false;
    expect(await kept.get('k', load)).toBe('ok2');
    fail = true;
    vi.setSystemTime(955);
    expect(await kept.get('k', load)).toBe('ok2'); // the reread fails in the background
    await flush();
    fail = false;
    vi.setSystemTime(980);
    expect(await kept.get('k', load)).toBe('ok2'); // another reread starts
    await flush();
    expect(await kept.get('k', load)).toBe('ok4');
  });
});
