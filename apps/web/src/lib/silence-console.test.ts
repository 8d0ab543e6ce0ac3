import { afterEach, describe, expect, it, vi } from 'vitest';
import { silenceConsole } from './silence-console';

const original = { log: console.log, warn: console.warn, error: console.error };

afterEach(() => {
  Object.assign(console, original);
});

describe('silenceConsole', () => {
  it('replaces log, warn and error with no-ops in production', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    silenceConsole(true);
    console.log('hidden');
    console.warn('hidden');
    expect(log).not.toHaveBeenCalled();
    expect(console.error).not.toBe(original.error);
  });

  it('leaves the console alone otherwise', () => {
    const before = console.warn;
    silenceConsole(false);
    expect(console.warn).toBe(before);
  });
});
