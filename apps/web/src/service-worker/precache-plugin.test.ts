import { describe, expect, it } from 'vitest';
import { PRECACHE_PLACEHOLDER } from './precache-manifest';
import { createPrecacheManifest, injectPrecacheManifest } from './precache-plugin';

const build = [
  { fileName: 'index.html', content: '<!doctype html><script src="/assets/index-AbC.js">' },
  { fileName: 'assets/index-AbC.js', content: 'console.log(1)' },
  { fileName: 'assets/index-AbC.js.map', content: '{}' },
  { fileName: 'assets/logo-XyZ.png', content: new Uint8Array([137, 80, 78, 71]) },
  { fileName: 'stats.json', content: '{}' },
];

describe('createPrecacheManifest', () => {
  it('lists index.html and the hashed assets, sorted, without source maps', async () => {
    const manifest = await createPrecacheManifest(build);
    expect(manifest.urls).toEqual(['/assets/index-AbC.js', '/assets/logo-XyZ.png', '/index.html']);
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('has a version that changes with any precached file and only with them', async () => {
    const { version } = await createPrecacheManifest(build);
    expect((await createPrecacheManifest([...build].reverse())).version).toBe(version);
    const changedPage = build.map((f) =>
      f.fileName === 'index.html' ? { ...f, content: `${f.content}<!-- new -->` } : f,
    );
    expect((await createPrecacheManifest(changedPage)).version).not.toBe(version);
    const changedMap = build.map((f) =>
      f.fileName.endsWith('.map') ? { ...f, content: '[]' } : f,
    );
    expect((await createPrecacheManifest(changedMap)).version).toBe(version);
  });

  it('refuses a build without index.html', async () => {
    await expect(
      createPrecacheManifest(build.filter((f) => f.fileName !== 'index.html')),
    ).rejects.toThrow('index.html');
  });
});

describe('injectPrecacheManifest', () => {
  const manifest = { version: 'abc', urls: ['/index.html', '/assets/it\'s-"odd".js'] };

  it('writes the manifest where the placeholder string was, in any quotes', () => {
    for (const quote of ['"', "'", '`']) {
      const code = `var m=JSON.parse(${quote}${PRECACHE_PLACEHOLDER}${quote});`;
      const injected = injectPrecacheManifest(code, manifest);
      const parse = new Function('JSON', `${injected} return m;`) as (json: JSON) => unknown;
      expect(parse(JSON)).toEqual(manifest);
    }
  });

  it('refuses code without the placeholder, or with it twice', () => {
    expect(() => injectPrecacheManifest('var m=1;', manifest)).toThrow('found 0');
    const twice = `a("${PRECACHE_PLACEHOLDER}");b("${PRECACHE_PLACEHOLDER}")`;
    expect(() => injectPrecacheManifest(twice, manifest)).toThrow('found 2');
  });
});
