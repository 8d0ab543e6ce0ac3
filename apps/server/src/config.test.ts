import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults: port 3000, ./data under the folder npm was started in', () => {
    const config = loadConfig({ INIT_CWD: '/srv/karamu' });
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('/srv/karamu/data');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/karamu'],
    ['ADMIN_PASSWORD', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
  ])('stops on a bad %s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}:`),
    );
  });
});
