import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { deliverySetupOf, isLoopbackUrl, publicAddressWarning } from './settings';

const AT = { SMS_PROVIDER: 'africastalking', AT_USERNAME: 'karamu', AT_API_KEY: 'key' };

describe('isLoopbackUrl', () => {
  it.each([
    'http://127.0.0.1:3000',
    'http://127.8.0.1',
    'http://localhost:3000',
    'http://karamu.localhost',
    'http://[::1]:3000',
    'http://0.0.0.0:3000',
    'smtp://user:secret@127.0.0.1:2525',
  ])('%s only reaches this machine', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each(['https://karamu.example', 'http://192.168.1.20:3000', 'smtps://mail.example:465'])(
    '%s reaches other machines',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(false);
    },
  );
});

describe('publicAddressWarning', () => {
  it('warns when a real SMS provider is configured and PUBLIC_BASE_URL is unset', () => {
    expect(publicAddressWarning(loadConfig(AT))).toBe(
      'PUBLIC_BASE_URL is unset, so links in messages sent through the configured provider point at this machine and no recipient can open them: set PUBLIC_BASE_URL to the address people reach this server at (README "Configuration").',
    );
  });

  it('warns when a real e-mail server is configured and PUBLIC_BASE_URL is loopback, naming it', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'karamu@example.com',
      PUBLIC_BASE_URL: 'http://localhost:3000/',
    });
    const warning = publicAddressWarning(config);
    expect(warning).toMatch(/^PUBLIC_BASE_URL is http:\/\/localhost:3000, so links/);
    expect(warning).not.toContain('secret');
  });

  it('stays quiet with a public address, with no provider, or with local stand-ins only', () => {
    expect(
      publicAddressWarning(loadConfig({ ...AT, PUBLIC_BASE_URL: 'https://karamu.example' })),
    ).toBeUndefined();
    expect(publicAddressWarning(loadConfig({}))).toBeUndefined();
    expect(
      publicAddressWarning(loadConfig({ ...AT, AT_BASE_URL: 'http://127.0.0.1:4999' })),
    ).toBeUndefined();
  });
});

describe('deliverySetupOf', () => {
  it('names the channels with a provider, where links point and the price currency', () => {
    expect(deliverySetupOf(loadConfig({}))).toEqual({
      providers: { sms: false, email: false },
      publicBaseUrl: 'http://127.0.0.1:3000',
      publicBaseUrlIsLocal: true,
      smsPriceCurrency: null,
    });
    expect(
      deliverySetupOf(
        loadConfig({
          ...AT,
          PUBLIC_BASE_URL: 'https://karamu.example',
          SMS_PRICE_PER_SEGMENT_MINOR: '80',
          SMS_PRICE_CURRENCY: 'KES',
        }),
      ),
    ).toEqual({
      providers: { sms: true, email: false },
      publicBaseUrl: 'https://karamu.example',
      publicBaseUrlIsLocal: false,
      smsPriceCurrency: 'KES',
    });
  });
});
