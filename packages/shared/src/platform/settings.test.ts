import { describe, expect, it } from 'vitest';
import {
  SAME_PASSWORD_MESSAGE,
  changePasswordInputSchema,
  countryCodeSchema,
  isProfilePictureType,
  normalizeExtraMobilePrefixes,
  readExtraMobilePrefixesSetting,
  updateProfileInputSchema,
  updateSettingsInputSchema,
} from './settings';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('updateSettingsInputSchema', () => {
  it('stores prefixes sorted, without repeats, and drops emptied countries', () => {
    const parsed = updateSettingsInputSchema.parse({
      extraMobilePrefixes: { TZ: ['61'], KE: ['11', '10', '11'], UG: [] },
      version: 3,
    });
    expect(parsed).toEqual({ extraMobilePrefixes: { KE: ['10', '11'], TZ: ['61'] }, version: 3 });
    expect(Object.keys(parsed.extraMobilePrefixes)).toEqual(['KE', 'TZ']);
  });

  it.each([
    [{ extraMobilePrefixes: { ZZ: ['1'] }, version: 0 }, 'extraMobilePrefixes'],
    [{ extraMobilePrefixes: { KE: ['1x'] }, version: 0 }, 'extraMobilePrefixes'],
    [{ extraMobilePrefixes: {}, version: -1 }, 'version'],
    [{ extraMobilePrefixes: {} }, 'version'],
    [{ extraMobilePrefixes: {}, version: 0, other: true }, undefined],
  ])('refuses %j', (input, path) => {
    const result = updateSettingsInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (path) expect(result.error?.issues[0]?.path[0]).toBe(path);
  });
});

describe('readExtraMobilePrefixesSetting', () => {
  it('keeps only what parsePhone can use from any stored value', () => {
    expect(readExtraMobilePrefixesSetting({ ke: ['11', 'x'], ZZ: ['1'], TZ: ['6', '6'] })).toEqual({
      KE: ['11'],
      TZ: ['6'],
    });
    expect(readExtraMobilePrefixesSetting('nonsense')).toEqual({});
    expect(readExtraMobilePrefixesSetting(null)).toEqual({});
  });

  it('normalizes the same as a save does', () => {
    expect(normalizeExtraMobilePrefixes({ KE: ['2', '1'] })).toEqual({ KE: ['1', '2'] });
  });
});

describe('updateProfileInputSchema', () => {
  it('stores a phone number as E.164, adding a missing plus', () => {
    expect(updateProfileInputSchema.parse({ phone: '254 712 345 678', version: 1 }).phone).toBe(
      '+254712345678',
    );
    expect(updateProfileInputSchema.parse({ phone: '+1 (202) 555-0143', version: 1 }).phone).toBe(
      '+12025550143',
    );
  });

  it('clears the phone with empty text or null, and takes only the fields given', () => {
    expect(updateProfileInputSchema.parse({ phone: '  ', version: 2 })).toEqual({
      phone: null,
      version: 2,
    });
    expect(updateProfileInputSchema.parse({ phone: null, version: 2 }).phone).toBeNull();
  });

  it('accepts a landline: a profile number need not be mobile (decision 0005)', () => {
    expect(updateProfileInputSchema.parse({ phone: '+254202222222', version: 1 }).phone).toBe(
      '+254202222222',
    );
  });

  it.each([['0712345678'], ['+254 712'], ['hello'], ['+254712345678 ext. 12'], ['1'.repeat(251)]])(
    'refuses the phone %j',
    (phone) => {
      const result = updateProfileInputSchema.safeParse({ phone, version: 1 });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['phone']);
    },
  );

  it("says 'Invalid phone number' (the forms' phone message)", () => {
    expect(messagesOf(updateProfileInputSchema.safeParse({ phone: 'abc', version: 1 }))).toEqual([
      'Invalid phone number',
    ]);
  });

  it('trims the name and requires one when given', () => {
    expect(updateProfileInputSchema.parse({ name: ' Amina ', version: 1 }).name).toBe('Amina');
    expect(messagesOf(updateProfileInputSchema.safeParse({ name: ' ', version: 1 }))).toEqual([
      'Name is required',
    ]);
  });

  it('reads the default country as an upper-case alpha-2 code of the table', () => {
    expect(countryCodeSchema.parse(' ke ')).toBe('KE');
    for (const code of ['KEN', 'ZZ', '', '12']) {
      expect(countryCodeSchema.safeParse(code).success, code).toBe(false);
    }
    expect(updateProfileInputSchema.parse({ defaultCountry: null, version: 1 })).toEqual({
      defaultCountry: null,
      version: 1,
    });
  });

  it('needs the version and refuses unknown fields', () => {
    expect(updateProfileInputSchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(updateProfileInputSchema.safeParse({ version: 0 }).success).toBe(false);
    expect(updateProfileInputSchema.safeParse({ version: 1, dp: '/x' }).success).toBe(false);
  });
});

describe('changePasswordInputSchema', () => {
  it('needs the current password and a new one of 8 to 128 characters', () => {
    expect(
      changePasswordInputSchema.safeParse({
        currentPassword: 'old-pass',
        newPassword: 'new-pass-1',
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        changePasswordInputSchema.safeParse({ currentPassword: '', newPassword: 'short' }),
      ),
    ).toEqual(['Enter your current password', 'Password must be at least 8 characters']);
  });

  it('refuses a new password equal to the current one, on newPassword', () => {
    const result = changePasswordInputSchema.safeParse({
      currentPassword: 'same-password',
      newPassword: 'same-password',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['newPassword'], message: SAME_PASSWORD_MESSAGE },
    ]);
  });
});

describe('isProfilePictureType', () => {
  it('allows PNG, JPEG and WebP only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp'].every(isProfilePictureType)).toBe(true);
    expect(isProfilePictureType('image/gif')).toBe(false);
    expect(isProfilePictureType('image/svg+xml')).toBe(false);
  });
});
