/**
 * Message placeholders: `{guest_name}` in a body is replaced per recipient. A literal
 * brace is written twice (`{{`, `}}`). Parsing never throws: problems come back as a list,
 * so a template editor can show them all and the server can refuse to save or send.
 */

/** Placeholder names: lower-case words joined by underscores, as the audiences name fields. */
const NAME = /^[a-z][a-z0-9_]{0,39}$/;

export type TemplatePart = { text: string } | { placeholder: string };

export type TemplateProblem =
  | { kind: 'unclosed'; at: number }
  | { kind: 'unopened'; at: number }
  | { kind: 'badName'; at: number; name: string };

export type ParsedTemplate = { parts: TemplatePart[]; problems: TemplateProblem[] };

/**
 * The index of the first brace at or after `from`, or -1. Scanning only up to the next
 * brace keeps parsing linear: searching for a "}" from every "{" of a long run of them
 * would read the rest of the text once per brace.
 */
function nextBrace(body: string, from: number): number {
  for (let i = from; i < body.length; i += 1) {
    if (body[i] === '{' || body[i] === '}') return i;
  }
  return -1;
}

export function parseTemplate(body: string): ParsedTemplate {
  const parts: TemplatePart[] = [];
  const problems: TemplateProblem[] = [];
  let text = '';
  let i = 0;
  while (i < body.length) {
    const char = body[i]!;
    if (char === '{' && body[i + 1] === '{') {
      text += '{';
      i += 2;
    } else if (char === '}' && body[i + 1] === '}') {
      text += '}';
      i += 2;
    } else if (char === '}') {
      problems.push({ kind: 'unopened', at: i });
      i += 1;
    } else if (char === '{') {
      const end = nextBrace(body, i + 1);
      if (end === -1 || body[end] === '{') {
        problems.push({ kind: 'unclosed', at: i });
        i += 1;
        continue;
      }
      const name = body.slice(i + 1, end).trim();
      if (!NAME.test(name)) problems.push({ kind: 'badName', at: i, name });
      if (text) parts.push({ text });
      text = '';
      parts.push({ placeholder: name });
      i = end + 1;
    } else {
      text += char;
      i += 1;
    }
  }
  if (text) parts.push({ text });
  return { parts, problems };
}

/** The distinct placeholder names a body uses, in order of first use. */
export function placeholdersOf(body: string): string[] {
  const names = parseTemplate(body).parts.flatMap((p) =>
    'placeholder' in p ? [p.placeholder] : [],
  );
  return [...new Set(names)];
}

/** What lies between two braces can be a whole paragraph: a message quotes its start. */
const shorten = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** A problem in words, for form errors and 400 answers. */
export function describeTemplateProblem(problem: TemplateProblem): string {
  switch (problem.kind) {
    case 'unclosed':
      return `A "{" at character ${problem.at + 1} is never closed (write "{{" for a brace)`;
    case 'unopened':
      return `A "}" at character ${problem.at + 1} has no "{" (write "}}" for a brace)`;
    case 'badName':
      return `"{${shorten(problem.name)}}" is not a placeholder name (lower-case letters, digits and _)`;
  }
}

/** A body parsed once, then filled for each recipient: a batch of 10,000 parses it once. */
export type CompiledTemplate = (values: Readonly<Record<string, string>>) => string;

/**
 * The body with each placeholder replaced by `values[name]`. A name without a value is
 * left as written so a mistake is visible rather than silently blank; callers refuse to
 * send before that happens (every placeholder must be mapped).
 */
export function compileTemplate(body: string): CompiledTemplate {
  const { parts } = parseTemplate(body);
  return (values) => {
    let out = '';
    for (const part of parts) {
      if ('text' in part) out += part.text;
      // Own keys only: `{constructor}` is a valid name, and every object inherits one.
      else if (Object.hasOwn(values, part.placeholder)) out += values[part.placeholder]!;
      else out += `{${part.placeholder}}`;
    }
    return out;
  };
}

export function renderTemplate(body: string, values: Readonly<Record<string, string>>): string {
  return compileTemplate(body)(values);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * An HTML template: values are text, never markup, so a guest named `<script>` stays a
 * name (the template's own markup is the author's). Only the values it uses are escaped.
 */
export function compileHtmlTemplate(html: string): CompiledTemplate {
  const fill = compileTemplate(html);
  const used = placeholdersOf(html);
  return (values) => {
    const escaped: Record<string, string> = {};
    for (const name of used) {
      if (Object.hasOwn(values, name)) escaped[name] = escapeHtml(values[name]!);
    }
    return fill(escaped);
  };
}

export function renderHtmlTemplate(html: string, values: Readonly<Record<string, string>>): string {
  return compileHtmlTemplate(html)(values);
}
