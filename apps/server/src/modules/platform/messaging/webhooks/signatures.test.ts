import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './signatures';

/** The example of Twilio's own documentation and libraries. */
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('twilioSignature', () => {
  it('matches the known signature of the documented example', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('does not depend on the order the parameters arrived in', () => {
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(twilioSignature('12345', url, reversed)).toBe(twilioSignature('12345', url, params));
  });

  it('refuses a changed parameter, another URL, another token, or no signature', () => {
    const good = twilioSignature('12345', url, params);
    expect(isTwilioSignatureValid('12345', url, params, good)).toBe(true);
    expect(isTwilioSignatureValid('12345', url, { ...params, Digits: '1235' }, good)).toBe(false);
    expect(isTwilioSignatureValid('12345', `${url}&x=1`, params, good)).toBe(false);
    expect(isTwilioSignatureValid('54321', url, params, good)).toBe(false);
    expect(isTwilioSignatureValid('12345', url, params, undefined)).toBe(false);
  });
});
