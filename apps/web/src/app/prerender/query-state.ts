/**
 * The data a page was rendered with on the server (decision 0032) travels in the HTML as a
 * JSON data block, so the app shows the same page at once instead of asking again. A data
 * block is not a script: the Content-Security-Policy, which allows no inline script, lets it be.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

const ELEMENT_ID = 'karamu-query-state';

/** The data block's markup; `<` is escaped so that no value can close the element. */
export function queryStateElement(state: DehydratedState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** Puts the page's rendered data, if any, into the app's query cache. */
export function hydrateFromPage(queryClient: QueryClient): void {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
  } catch {
    // A damaged block costs only the head start: the page asks for its data as usual.
  }
}
