/**
 * What every page rendered with its data must be (issue 27), whatever the data holds: one
 * document, the only scripts the loader and the JSON data block, and the block giving back
 * exactly the API's answers. Shared by the renderer's own test and the server's, which
 * renders the pages through the real server with stored records.
 */
import { expect } from 'vitest';

/**
 * Text a person may type that an HTML page or a string replacement could take for markup:
 * `` $` ``, `$'`, `$&` and `$$` name the text around a replaced marker, `</script>` closes a
 * script element, `<!--` opens a comment.
 */
const HOSTILE = "$` $' $& $$ </script><script>alert(1)</script> <!-- $1";

/** `label` made hostile, as stored in one field: each field's own, to tell them apart. */
export const hostile = (label: string) => `${label} ${HOSTILE}`;

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** `text` as React writes it in the page's markup. */
export const asMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c]!);

/** The built index.html's shape: its head, Vite's module script and its preloads. */
export const BUILT_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Karamu: plan celebrations, find vendors and collect pledges." />
    <title>Karamu</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-AbC123.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

type DehydratedQuery = { queryKey: unknown[]; state: { data: unknown } };

/**
 * Checks that `html` is one whole document whose scripts are the loader and the data block,
 * and answers the data block's queries (their data as the app will read it).
 */
export function readRenderedDocument(html: string): DehydratedQuery[] {
  expect(html.match(/<!doctype/gi), 'doctypes').toHaveLength(1);
  expect(html.match(/<html\b/gi), '<html> elements').toHaveLength(1);
  expect(html.match(/<\/html>/gi), '</html> ends').toHaveLength(1);
  expect(html.match(/<div id="root"/g), 'roots').toHaveLength(1);
  expect(html.trimEnd()).toMatch(/<\/html>$/);
  const openings = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(openings).toHaveLength(2);
  expect(openings[0]).toMatch(/^<script src="\/start-app\.js" data-entry="[^"]+"/);
  expect(openings[1]).toBe('<script type="application/json" id="karamu-query-state">');
  const block =
    /<script type="application\/json" id="karamu-query-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  // Nothing in the block can end it or open a comment: every `<` is escaped.
  expect(block).toBeDefined();
  expect(block).not.toContain('<');
  const state = JSON.parse(block!) as { queries: DehydratedQuery[] };
  return state.queries;
}

/** The data of the block's one query, checked as `readRenderedDocument` checks the page. */
export function renderedData(html: string): unknown {
  const queries = readRenderedDocument(html);
  expect(queries).toHaveLength(1);
  return queries[0]!.state.data;
}
