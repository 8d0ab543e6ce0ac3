import { describe, expect, it } from 'vitest';
import { chooseFetchStrategy, type RequestFacts } from './fetch-strategy';

const origin = 'https://karamu.example';
const precached = new Set(['/index.html', '/assets/index-AbC123.js', '/assets/index-DeF456.css']);
const choose = (facts: Partial<RequestFacts> & { url: string }) =>
  chooseFetchStrategy({ method: 'GET', mode: 'cors', ...facts }, origin, precached);

describe('chooseFetchStrategy', () => {
  it('answers page navigations network first, with the shell as fallback', () => {
    expect(choose({ url: `${origin}/dashboard/verify-guests`, mode: 'navigate' })).toBe('shell');
    expect(choose({ url: `${origin}/i/abc?x=1`, mode: 'navigate' })).toBe('shell');
    expect(choose({ url: `${origin}/`, mode: 'navigate' })).toBe('shell');
  });

  it('serves the precached, content-hashed files from the cache', () => {
    expect(choose({ url: `${origin}/assets/index-AbC123.js` })).toBe('cache-first');
    expect(choose({ url: `${origin}/assets/index-DeF456.css`, mode: 'no-cors' })).toBe(
      'cache-first',
    );
  });

  it('leaves every API call to the network, navigations and downloads included', () => {
    expect(choose({ url: `${origin}/api/events/1/check-in-kit` })).toBe('network');
    expect(choose({ url: `${origin}/api/me?fields=name` })).toBe('network');
    expect(choose({ url: `${origin}/api/docs`, mode: 'navigate' })).toBe('network');
    expect(choose({ url: `${origin}/api`, mode: 'navigate' })).toBe('network');
    expect(choose({ url: `${origin}/logout`, mode: 'navigate' })).toBe('network');
    expect(choose({ url: `${origin}/api/events/1/check-ins`, method: 'POST' })).toBe('network');
  });

  it('leaves files it did not precache, other origins and other methods alone', () => {
    expect(choose({ url: `${origin}/assets/index-Old999.js` })).toBe('network');
    expect(choose({ url: `${origin}/favicon.svg` })).toBe('network');
    expect(choose({ url: `https://maps.example/assets/index-AbC123.js` })).toBe('network');
    expect(choose({ url: `https://other.example/page`, mode: 'navigate' })).toBe('network');
    expect(choose({ url: `${origin}/dashboard`, mode: 'navigate', method: 'HEAD' })).toBe(
      'network',
    );
  });

  it('does not mistake paths that merely start like the API for it', () => {
    expect(choose({ url: `${origin}/apiary`, mode: 'navigate' })).toBe('shell');
    expect(choose({ url: `${origin}/logout-help`, mode: 'navigate' })).toBe('shell');
  });
});
