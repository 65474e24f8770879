import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedStdout } from '../src/http/log-stream';

const turn = () => new Promise<void>((r) => setImmediate(r));

describe('the log stream', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the lines of one event-loop turn to standard output at once, in order', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const stream = batchedStdout();
    stream.write('{"msg":"one"}\n');
    stream.write('{"msg":"two"}\n');
    expect(written).toEqual([]);
    await turn();
    expect(written).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
    stream.write('{"msg":"three"}\n');
    await turn();
    expect(written).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
  });
});
