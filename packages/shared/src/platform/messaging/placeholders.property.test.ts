import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTemplate, placeholdersOf, renderTemplate } from './placeholders';

/** A literal text as a template writes it: every brace doubled. */
const escapeBraces = (text: string) => text.replace(/[{}]/g, (brace) => brace + brace);

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  // Brace-heavy text, where the parser's branches are.
  fc.string({ unit: fc.constantFrom('{', '}', 'a', '_', ' ', '1', 'Z'), maxLength: 40 }),
);
const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,39}$/);
const value = fc.string({ unit: 'grapheme', maxLength: 20 });

/** A well-formed template built from literal texts and placeholders, with what it should render to. */
const template = fc
  .array(fc.oneof(fc.record({ text: anyText }), fc.record({ placeholder: name })), {
    maxLength: 8,
  })
  .chain((parts) => {
    const names = [...new Set(parts.flatMap((p) => ('placeholder' in p ? [p.placeholder] : [])))];
    return fc.tuple(...names.map(() => value)).map((values) => ({
      parts,
      values: Object.fromEntries(names.map((n, i) => [n, values[i]!])),
    }));
  });

describe('placeholders, for any input', () => {
  it('parseTemplate never throws, and every problem points inside the text', () => {
    fc.assert(
      fc.property(anyText, (body) => {
        const { problems } = parseTemplate(body);
        for (const problem of problems) {
          expect(problem.at).toBeGreaterThanOrEqual(0);
          expect(problem.at).toBeLessThan(body.length);
        }
      }),
    );
  });

  it('a text with its braces doubled reads back as exactly that text, without problems', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseTemplate(escapeBraces(text));
        expect(parsed.problems).toEqual([]);
        expect(parsed.parts).toEqual(text ? [{ text }] : []);
        expect(renderTemplate(escapeBraces(text), {})).toBe(text);
      }),
    );
  });

  it('renderTemplate with a value for every placeholder leaves none of them', () => {
    fc.assert(
      fc.property(template, ({ parts, values }) => {
        const body = parts
          .map((p) => ('text' in p ? escapeBraces(p.text) : `{${p.placeholder}}`))
          .join('');
        expect(parseTemplate(body).problems).toEqual([]);
        expect(placeholdersOf(body)).toEqual(Object.keys(values));
        const expected = parts.map((p) => ('text' in p ? p.text : values[p.placeholder])).join('');
        expect(renderTemplate(body, values)).toBe(expected);
      }),
    );
  });

  it('a body without problems or literal braces renders with all values to text without braces', () => {
    fc.assert(
      fc.property(anyText, (body) => {
        fc.pre(!body.includes('{{') && !body.includes('}}'));
        fc.pre(parseTemplate(body).problems.length === 0);
        const values = Object.fromEntries(placeholdersOf(body).map((n) => [n, '·']));
        expect(renderTemplate(body, values)).not.toMatch(/[{}]/);
      }),
    );
  });
});
