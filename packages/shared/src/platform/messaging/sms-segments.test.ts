import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSms } from './sms-segments';

const gsm = (n: number) => 'a'.repeat(n);

describe('countSms: GSM-7', () => {
  it('fits 160 characters in one SMS and splits longer texts into parts of 153', () => {
    expect(countSms('')).toMatchObject({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(countSms(gsm(1))).toMatchObject({ segments: 1, remaining: 159 });
    expect(countSms(gsm(160))).toMatchObject({ units: 160, segments: 1, remaining: 0 });
    expect(countSms(gsm(161))).toMatchObject({ units: 161, segments: 2, remaining: 306 - 161 });
    expect(countSms(gsm(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSms(gsm(307))).toMatchObject({ segments: 3 });
  });

  it('counts the whole basic alphabet as one place a character', () => {
    const alphabet =
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
      '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    expect(countSms(alphabet)).toMatchObject({
      encoding: 'GSM-7',
      units: alphabet.length,
      nonGsm: [],
    });
  });

  it('counts each extension character twice', () => {
    expect(countSms('€^{}\\[~]|\f')).toMatchObject({ encoding: 'GSM-7', units: 20, nonGsm: [] });
    expect(countSms(`${gsm(158)}€`)).toMatchObject({ units: 160, segments: 1 });
    expect(countSms(`${gsm(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('never splits an extension character from its escape across two parts', () => {
    // 152 + 2 + 152 = 306 septets would just fill two parts, but "€" cannot straddle
    // the first boundary: it moves whole to part two, which then overflows.
    const text = `${gsm(152)}€${gsm(152)}`;
    expect(countSms(text)).toMatchObject({ units: 306, segments: 3 });
    expect(countSms(`${gsm(151)}€${gsm(153)}`)).toMatchObject({ units: 306, segments: 2 });
  });

  it('treats a lone escape character as outside the alphabet', () => {
    expect(countSms('a\u001bb')).toMatchObject({ encoding: 'UCS-2', nonGsm: ['\u001b'] });
  });
});

describe('countSms: UCS-2', () => {
  it('fits 70 code units in one SMS and splits longer texts into parts of 67', () => {
    const ucs = (n: number) => `ł${'a'.repeat(n - 1)}`;
    expect(countSms(ucs(70))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(countSms(ucs(71))).toMatchObject({ segments: 2, remaining: 134 - 71 });
    expect(countSms(ucs(134))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSms(ucs(135))).toMatchObject({ segments: 3 });
  });

  it('turns a full GSM SMS into three parts with a single emoji, and names the emoji', () => {
    const text = `${gsm(159)}🎉`;
    expect(countSms(gsm(160)).segments).toBe(1);
    expect(countSms(`${gsm(160)}🎉`)).toMatchObject({ units: 162, segments: 3 });
    expect(countSms(text)).toMatchObject({
      encoding: 'UCS-2',
      units: 161,
      segments: 3,
      nonGsm: ['🎉'],
    });
  });

  it('counts an emoji as two units and keeps its halves in one part', () => {
    expect(countSms('💍').units).toBe(2);
    // 66 units, then an emoji that does not fit in the 1 left: it opens part two, and
    // 134 units that would just fill two parts need a third.
    expect(countSms(`ł${gsm(65)}💍${gsm(66)}`)).toMatchObject({ units: 134, segments: 3 });
    expect(countSms(`ł${gsm(64)}💍${gsm(67)}`)).toMatchObject({ units: 134, segments: 2 });
  });

  it('lists each character that forced UCS-2 once, including curly quotes', () => {
    expect(countSms('It’s Amina’s 🎉🎉 day').nonGsm).toEqual(['’', '🎉']);
  });
});

describe('countSms, for any text', () => {
  it('agrees with its own units: enough parts to hold them, never a part too many', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const count = countSms(text);
        const { single, part } =
          count.encoding === 'GSM-7' ? { single: 160, part: 153 } : { single: 70, part: 67 };
        expect(count.encoding === 'UCS-2').toBe(count.nonGsm.length > 0);
        if (count.units <= single) {
          expect(count.segments).toBe(count.units === 0 ? 0 : 1);
          return;
        }
        // A character kept whole wastes at most one unit a part.
        expect(count.segments).toBeGreaterThanOrEqual(Math.ceil(count.units / part));
        expect(count.segments).toBeLessThanOrEqual(Math.ceil(count.units / (part - 1)));
        expect(count.remaining).toBeGreaterThanOrEqual(0);
        expect(count.remaining).toBeLessThan(part);
      }),
    );
  });
});

describe('countSms on plain GSM text', () => {
  it('counts as the character walk does, around every part boundary', () => {
    for (const length of [0, 1, 159, 160, 161, 305, 306, 307, 459, 460, 1000]) {
      // An extension character at the end sends the text down the full walk.
      const plain = 'a'.repeat(length);
      const walked = countSms(`${plain}€`);
      const fast = countSms(plain);
      expect(fast.encoding).toBe('GSM-7');
      expect(fast.units).toBe(length);
      if (length > 0) expect(walked.units).toBe(length + 2);
      expect(fast.segments).toBe(length === 0 ? 0 : length <= 160 ? 1 : Math.ceil(length / 153));
      expect(fast.remaining).toBe(
        length <= 160 ? 160 - length : Math.ceil(length / 153) * 153 - length,
      );
    }
    expect(countSms('Habari [Amina]').units).toBe(16);
    expect(countSms('a-b^c\\d]e').units).toBe(12);
  });
});
