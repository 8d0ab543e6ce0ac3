import { describe, expect, it } from 'vitest';
import {
  describeTemplateProblem,
  parseTemplate,
  placeholdersOf,
  renderHtmlTemplate,
  renderTemplate,
} from './placeholders';

describe('parseTemplate', () => {
  it('splits text and placeholders, reading doubled braces as literal ones', () => {
    expect(parseTemplate('Hi {guest_name}, {{see}} {event_name}!')).toEqual({
      parts: [
        { text: 'Hi ' },
        { placeholder: 'guest_name' },
        { text: ', {see} ' },
        { placeholder: 'event_name' },
        { text: '!' },
      ],
      problems: [],
    });
  });

  it('accepts spaces inside the braces', () => {
    expect(parseTemplate('{ guest_name }').parts).toEqual([{ placeholder: 'guest_name' }]);
  });

  it('reports an unclosed brace, a stray closing one and malformed names with their position', () => {
    expect(parseTemplate('Hello {guest_name').problems).toEqual([{ kind: 'unclosed', at: 6 }]);
    expect(parseTemplate('a {b {c}').problems).toEqual([{ kind: 'unclosed', at: 2 }]);
    expect(parseTemplate('50% off}').problems).toEqual([{ kind: 'unopened', at: 7 }]);
    expect(parseTemplate('{Guest Name} {} {9lives}').problems).toEqual([
      { kind: 'badName', at: 0, name: 'Guest Name' },
      { kind: 'badName', at: 13, name: '' },
      { kind: 'badName', at: 16, name: '9lives' },
    ]);
  });

  it('stays fast on a long run of opening braces that never close', () => {
    // A megabyte: the largest request body the server accepts.
    const body = '{a'.repeat(500_000);
    const started = Date.now();
    const { problems } = parseTemplate(body);
    expect(problems).toHaveLength(500_000);
    // Searching for "}" from every "{" took over 7 s here; scanning to the next brace, 0.3 s.
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe('placeholdersOf', () => {
  it('lists each name once, in order of first use', () => {
    expect(placeholdersOf('{b} {a} {b} {{c}}')).toEqual(['b', 'a']);
  });
});

describe('renderTemplate', () => {
  it('fills placeholders and leaves one without a value as written', () => {
    expect(renderTemplate('Karibu {guest_name} to {event_name}', { guest_name: 'Amina' })).toBe(
      'Karibu Amina to {event_name}',
    );
  });

  it('never fills a placeholder from an inherited property', () => {
    expect(renderTemplate('{constructor} {tostring}', {})).toBe('{constructor} {tostring}');
  });
});

describe('renderHtmlTemplate', () => {
  it('inserts values as text, keeping the template’s own markup', () => {
    expect(
      renderHtmlTemplate('<p title="{name}">Dear {name}</p>', { name: `<b>"Amina" & 'co'</b>` }),
    ).toBe(
      '<p title="&lt;b&gt;&quot;Amina&quot; &amp; &#39;co&#39;&lt;/b&gt;">Dear &lt;b&gt;&quot;Amina&quot; &amp; &#39;co&#39;&lt;/b&gt;</p>',
    );
  });
});

describe('describeTemplateProblem', () => {
  it('says where and how to write a literal brace, counting characters from 1', () => {
    expect(describeTemplateProblem({ kind: 'unclosed', at: 6 })).toBe(
      'A "{" at character 7 is never closed (write "{{" for a brace)',
    );
    expect(describeTemplateProblem({ kind: 'unopened', at: 0 })).toBe(
      'A "}" at character 1 has no "{" (write "}}" for a brace)',
    );
  });

  it('quotes only the start of a long malformed name', () => {
    const message = describeTemplateProblem({ kind: 'badName', at: 0, name: 'x '.repeat(500) });
    expect(message.length).toBeLessThan(120);
    expect(message).toContain('…');
  });
});
