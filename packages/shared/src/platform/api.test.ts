import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  createUserInputSchema,
  updateUserInputSchema,
  userEmailSchema,
} from './api';
import { updateProfileInputSchema } from './settings';

/** A well-formed address of exactly `length` characters (labels within 63). */
function addressOf(length: number): string {
  const local = 'a'.repeat(64);
  const labels = ['b'.repeat(63), 'b'.repeat(63)];
  const last = length - local.length - 1 - labels.join('.').length - '.'.length - '.com'.length;
  return `${local}@${[...labels, 'c'.repeat(last)].join('.')}.com`;
}

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('userEmailSchema', () => {
  it('keeps an address trimmed, as typed', () => {
    expect(userEmailSchema.parse('  Amina.Njeri@Example.com ')).toBe('Amina.Njeri@Example.com');
  });

  it('reads blank text and null as no address', () => {
    expect(userEmailSchema.parse('')).toBeNull();
    expect(userEmailSchema.parse('   ')).toBeNull();
    expect(userEmailSchema.parse(null)).toBeNull();
  });

  it(`takes ${EMAIL_MAX_LENGTH} characters and refuses one more`, () => {
    expect(addressOf(EMAIL_MAX_LENGTH)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(userEmailSchema.parse(addressOf(EMAIL_MAX_LENGTH))).toBe(addressOf(EMAIL_MAX_LENGTH));
    expect(messagesOf(userEmailSchema.safeParse(addressOf(EMAIL_MAX_LENGTH + 1)))).toEqual([
      'E-mail address must be at most 254 characters',
    ]);
  });

  it.each(['amina', 'amina@', '@example.com', 'amina at example.com', 'a@b@example.com'])(
    'refuses %j as not an address',
    (text) =>
      expect(messagesOf(userEmailSchema.safeParse(text))).toEqual(['Invalid e-mail address']),
  );
});

describe('e-mail in the user and profile inputs', () => {
  const user = { username: 'amina', name: 'Amina', password: 'a good password', roleIds: [] };

  it('is optional, and names the field when wrong', () => {
    expect(createUserInputSchema.parse(user).email).toBeUndefined();
    expect(createUserInputSchema.parse({ ...user, email: '' }).email).toBeNull();
    expect(updateUserInputSchema.parse({ email: 'a@example.com', version: 1 }).email).toBe(
      'a@example.com',
    );
    expect(updateProfileInputSchema.parse({ email: ' ', version: 1 }).email).toBeNull();
    for (const result of [
      createUserInputSchema.safeParse({ ...user, email: 'nope' }),
      updateUserInputSchema.safeParse({ email: 7, version: 1 }),
      updateProfileInputSchema.safeParse({ email: 'nope', version: 1 }),
    ]) {
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['email']]);
    }
  });
});
