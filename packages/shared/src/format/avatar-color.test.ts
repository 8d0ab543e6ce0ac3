import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOR_COUNT, AVATAR_COLORS } from '../constants';
import { avatarColor } from './avatar-color';

/** WCAG 2 contrast ratio of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('avatar colours', () => {
  it('are 20 distinct colours, readable under white initials', () => {
    expect(AVATAR_COLORS).toHaveLength(AVATAR_COLOR_COUNT);
    expect(new Set(AVATAR_COLORS).size).toBe(AVATAR_COLOR_COUNT);
    // The initials are small text (14 px), so WCAG AA asks 4.5:1, not the 3:1 of large text.
    for (const colour of AVATAR_COLORS)
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('avatarColor', () => {
  it('is stable for the same person', () => {
    expect(avatarColor('Amina Wanjiru')).toBe(avatarColor('  amina wanjiru '));
    expect(avatarColor('+254 712 345 678')).toBe(avatarColor('254712345678'));
  });

  it('is pinned, so colours do not change between releases', () => {
    expect(['Amina', 'Baraka', '+254712345678', ''].map(avatarColor)).toMatchInlineSnapshot(`
      [
        "#4f46e5",
        "#c2410c",
        "#57534e",
        "#c2410c",
      ]
    `);
  });

  it('spreads names over all 20 colours', () => {
    const used = new Set(Array.from({ length: 400 }, (_, i) => avatarColor(`Guest ${i}`)));
    expect(used.size).toBe(AVATAR_COLOR_COUNT);
  });

  it('always answers one of the colours', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(AVATAR_COLORS).toContain(avatarColor(value));
      }),
    );
  });
});
