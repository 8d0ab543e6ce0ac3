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

describe('loadConfig: messaging', () => {
  it('sends nothing by default, with documented limits', () => {
    const config = loadConfig({});
    expect(config.SMS_PROVIDER).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      AT_BASE_URL: 'https://api.africastalking.com',
      TWILIO_BASE_URL: 'https://api.twilio.com',
      PROVIDER_TIMEOUT_MS: 10_000,
      MESSAGES_DAILY_CAP_PER_USER: 5000,
      MESSAGE_MAX_ATTEMPTS: 5,
      WORKER_POLL_MS: 1000,
    });
  });

  it('drops a trailing slash from base URLs, so links join cleanly', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://karamu.example/' }).PUBLIC_BASE_URL).toBe(
      'https://karamu.example',
    );
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'sandbox' }, 'AT_API_KEY'],
    [{ SMS_PROVIDER: 'nexmo' }, 'SMS_PROVIDER'],
    [{ SMTP_URL: 'smtp://localhost:2525' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'http://localhost' }, 'SMTP_URL'],
    [{ SMS_PRICE_PER_SEGMENT_MINOR: '80' }, 'SMS_PRICE_CURRENCY'],
    [
      { SMS_PRICE_PER_SEGMENT_MINOR: '0.8', SMS_PRICE_CURRENCY: 'KES' },
      'SMS_PRICE_PER_SEGMENT_MINOR',
    ],
    [{ MESSAGE_LEASE_MS: '15000', PROVIDER_TIMEOUT_MS: '10000' }, 'MESSAGE_LEASE_MS'],
    [{ AT_BASE_URL: 'ftp://example.com' }, 'AT_BASE_URL'],
    [{ AT_WEBHOOK_SECRET: 'short' }, 'AT_WEBHOOK_SECRET'],
  ])('stops on %j, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid configuration:\\n(.*\\n)*  ${name}:`),
    );
  });

  it('takes a Twilio sender from a messaging service instead of a number', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_MESSAGING_SERVICE_SID: `MG${'b'.repeat(32)}`,
    });
    expect(config.SMS_PROVIDER).toBe('twilio');
  });
});

describe('loadConfig: payments', () => {
  it('collects nothing by default and points M-Pesa at the sandbox', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_PROVIDER).toBeUndefined();
    expect(config.MPESA_BASE_URL).toBe('https://sandbox.safaricom.co.ke');
    expect(config.PAYMENT_POLL_MS).toBe(5000);
  });

  it('names every M-Pesa setting that PAYMENT_PROVIDER=mpesa lacks', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mpesa', MPESA_SHORTCODE: '174379' })).toThrow(
      new ConfigError(
        [
          'Invalid configuration:',
          '  MPESA_CONSUMER_KEY: is required with PAYMENT_PROVIDER=mpesa',
          '  MPESA_CONSUMER_SECRET: is required with PAYMENT_PROVIDER=mpesa',
          '  MPESA_PASSKEY: is required with PAYMENT_PROVIDER=mpesa',
          '  MPESA_CALLBACK_SECRET: is required with PAYMENT_PROVIDER=mpesa',
        ].join('\n'),
      ),
    );
  });

  it('names every Flutterwave setting that PAYMENT_PROVIDER=flutterwave lacks', () => {
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'flutterwave', FLW_CUSTOMER_EMAIL: 'pay@example.org' }),
    ).toThrow(
      new ConfigError(
        [
          'Invalid configuration:',
          '  FLW_SECRET_KEY: is required with PAYMENT_PROVIDER=flutterwave',
          '  FLW_SECRET_HASH: is required with PAYMENT_PROVIDER=flutterwave',
        ].join('\n'),
      ),
    );
  });

  it('reads Flutterwave settings, refusing a short secret hash and a bad email or URL', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'flutterwave',
      FLW_SECRET_KEY: 'FLWSECK_TEST-abc',
      FLW_SECRET_HASH: 'a-secret-hash-of-16+',
      FLW_CUSTOMER_EMAIL: 'pay@example.org',
    });
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'flutterwave',
      FLW_BASE_URL: 'https://api.flutterwave.com',
      FLW_CUSTOMER_EMAIL: 'pay@example.org',
    });
    expect(loadConfig({ FLW_BASE_URL: 'http://127.0.0.1:9/' }).FLW_BASE_URL).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => loadConfig({ FLW_SECRET_HASH: 'too-short' })).toThrow(
      /FLW_SECRET_HASH: must be at least 16 characters/,
    );
    expect(() => loadConfig({ FLW_CUSTOMER_EMAIL: 'nobody' })).toThrow(/FLW_CUSTOMER_EMAIL/);
    expect(() => loadConfig({ FLW_BASE_URL: 'ftp://flutterwave' })).toThrow(/FLW_BASE_URL/);
  });

  it('refuses a short callback secret, a paybill that is not one, and reads the address list', () => {
    expect(() => loadConfig({ MPESA_CALLBACK_SECRET: 'short' })).toThrow(/MPESA_CALLBACK_SECRET/);
    expect(() => loadConfig({ MPESA_SHORTCODE: 'paybill' })).toThrow(/MPESA_SHORTCODE/);
    expect(
      loadConfig({ MPESA_CALLBACK_IPS: '196.201.214.200, 196.201.214.206,' }).MPESA_CALLBACK_IPS,
    ).toEqual(['196.201.214.200', '196.201.214.206']);
  });
});
