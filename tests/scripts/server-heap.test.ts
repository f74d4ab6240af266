import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MB, MIN_SERVER_HEAP_MB, serverHeapMb, withServerHeap } from '../../scripts/server-heap.mjs';

/** The production server's heap limit, as `npm start` and the bench hand it to Node. */

describe('serverHeapMb', () => {
  it('reads SERVER_HEAP_MB as whole megabytes', () => {
    expect(serverHeapMb('512')).toBe(512);
    expect(serverHeapMb(' 1024 ')).toBe(1024);
    expect(serverHeapMb(String(MIN_SERVER_HEAP_MB))).toBe(MIN_SERVER_HEAP_MB);
  });

  it('keeps the default when unset, blank, not a whole number or too small for the framework', () => {
    for (const value of [undefined, '', '  ', 'lots', '512MB', '-512', '384.5', String(MIN_SERVER_HEAP_MB - 1), '0']) {
      expect(serverHeapMb(value), String(value)).toBe(DEFAULT_SERVER_HEAP_MB);
    }
  });
});

describe('withServerHeap', () => {
  it('adds the limit to NODE_OPTIONS, after the options already there', () => {
    expect(withServerHeap({ PORT: '3000' })).toEqual({ PORT: '3000', NODE_OPTIONS: `--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}` });
    expect(withServerHeap({ NODE_OPTIONS: '--enable-source-maps', SERVER_HEAP_MB: '768' }).NODE_OPTIONS).toBe('--enable-source-maps --max-old-space-size=768');
  });

  it('leaves a limit the operator set in NODE_OPTIONS as it is', () => {
    const env = { NODE_OPTIONS: '--max-old-space-size=2048', SERVER_HEAP_MB: '768' };
    expect(withServerHeap(env).NODE_OPTIONS).toBe('--max-old-space-size=2048');
    expect(withServerHeap({ NODE_OPTIONS: '--inspect --max-old-space-size 1024' }).NODE_OPTIONS).toBe('--inspect --max-old-space-size 1024');
  });

  it('returns a new environment and leaves the one it was given alone', () => {
    const env = { NODE_OPTIONS: '--enable-source-maps' };
    const result = withServerHeap(env);
    expect(result).not.toBe(env);
    expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
  });
});
