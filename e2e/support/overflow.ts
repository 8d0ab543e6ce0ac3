/**
 * Horizontal page overflow (issue 16): at a phone's width nothing may make the page itself
 * scroll sideways. Wide content (tables, code) scrolls inside its own box instead.
 */
import { expect, type Page } from '@playwright/test';

/** A phone's viewport: the narrowest width the product promises to fit. */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
/** A common laptop's viewport: where wide tables meet their limit (issue 29). */
export const LAPTOP_VIEWPORT = { width: 1366, height: 768 } as const;

type Overflow = {
  scrollWidth: number;
  clientWidth: number;
  /** The elements that stick out past the right edge while their parent does not, widest first. */
  offenders: { element: string; right: number; width: number }[];
};

/** In-page source of `describe(el)`: an element's tag, id, classes, role and label and its first words. */
const DESCRIBE = `(el) => {
    let text = el.tagName.toLowerCase();
    if (el.id) text += '#' + el.id;
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\\s+/).slice(0, 4) : [];
    if (cls.length && cls[0]) text += '.' + cls.join('.');
    for (const attr of ['role', 'aria-label', 'name', 'data-slot']) {
      const value = el.getAttribute(attr);
      if (value) text += '[' + attr + '="' + value.slice(0, 40) + '"]';
    }
    const words = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50);
    return words ? text + ' "' + words + '"' : text;
  }`;

/**
 * Runs in the page (a string, since this project's types have no DOM): an element that
 * sticks out is reported only where it breaks out of a parent that fits, and only when no
 * ancestor clips or scrolls it, so the report names the cause rather than its ancestors.
 */
const MEASURE_OVERFLOW = `(() => {
  const root = document.documentElement;
  const limit = root.clientWidth + 1;
  const describe = ${DESCRIBE};
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== root && a !== document.body; a = a.parentElement) {
      const x = getComputedStyle(a).overflowX;
      if (x !== 'visible') return true;
    }
    return false;
  };
  const offenders = [];
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= limit) continue;
    const parent = el.parentElement;
    const parentRight = parent && parent !== document.body ? parent.getBoundingClientRect().right : 0;
    if (parentRight > limit || clipped(el)) continue;
    offenders.push({ element: describe(el), right: Math.round(rect.right), width: Math.round(rect.width) });
  }
  offenders.sort((a, b) => b.width - a.width);
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders: offenders.slice(0, 5) };
})()`;

/**
 * Fails when the page scrolls sideways (`scrollWidth > clientWidth` on the document),
 * naming `where` (a route) and the widest element that sticks out.
 */
export async function expectNoHorizontalOverflow(page: Page, where: string = page.url()) {
  const overflow = (await page.evaluate(MEASURE_OVERFLOW)) as Overflow;
  const [widest, ...others] = overflow.offenders;
  const detail = widest
    ? `widest offending element: ${widest.element} (${widest.width} px wide, right edge at ${widest.right} px)` +
      others.map((o) => `\n  also: ${o.element} (right edge at ${o.right} px)`).join('')
    : 'no single element found sticking out';
  expect(
    overflow.scrollWidth,
    `${where} scrolls sideways at ${overflow.clientWidth} px: page is ${overflow.scrollWidth} px wide; ${detail}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
}

type CutText = { element: string; text: string; how: string };

/**
 * Runs in the page: text cut off inside the page rather than past its edge (issue 29). A
 * text node whose drawn extent runs past the block that holds it (a `whitespace-nowrap`
 * label spilling over its cell), or past an ancestor that clips it (`overflow: hidden` or
 * `clip`, so the rest is simply not drawn), is reported, as is a clipping element whose
 * own text is wider than its box. An ancestor that scrolls (`auto`, `scroll`) ends the
 * search: what it holds is reachable by scrolling it. Two cuts are deliberate and allowed:
 * text under a `title` (a `truncate` label whose full text the title gives, on hover and to
 * screen readers) and screen-reader-only text (`sr-only`, clipped to a 1 px box on purpose).
 */
const MEASURE_CUT_TEXT = `(() => {
  const describe = ${DESCRIBE};
  const SLACK = 1;
  const clips = (value) => value === 'hidden' || value === 'clip';
  const scrolls = (value) => value === 'auto' || value === 'scroll';
  const past = (inner, outer, x, y) =>
    (x && (inner.right > outer.right + SLACK || inner.left < outer.left - SLACK)) ||
    (y && (inner.bottom > outer.bottom + SLACK || inner.top < outer.top - SLACK));
  // sr-only: clipped to nothing on purpose, for screen readers alone (a skip link keeps its
  // padding, so the clip, not the box's size, is what tells).
  const screenReaderOnly = (s, box) =>
    s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)' || (box.width <= 1 && box.height <= 1);
  const found = [];
  const report = (el, text, how) => {
    if (found.length < 10) found.push({ element: describe(el), text: text.slice(0, 60), how });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.data;
    const start = value.search(/\\S/);
    const parent = node.parentElement;
    if (start < 0 || !parent || parent.closest('script, style, noscript, svg, option, [title]')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility !== 'visible' || parent.getClientRects().length === 0) continue;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, value.trimEnd().length);
    const rect = range.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const text = value.trim().replace(/\\s+/g, ' ');
    let block = parent;
    while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    let problem = null;
    for (let a = parent; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const box = a.getBoundingClientRect();
      if (screenReaderOnly(s, box)) {
        problem = 'skip';
        break;
      }
      if (!problem && past(rect, box, clips(s.overflowX), clips(s.overflowY))) problem = a;
      if (scrolls(s.overflowX) || scrolls(s.overflowY)) break;
    }
    if (problem === 'skip') continue;
    if (problem) report(problem, text, 'cut off by its clipping ancestor');
    else if (getComputedStyle(block).overflowX === 'visible' && past(rect, block.getBoundingClientRect(), true, false))
      report(block, text, 'runs past its box');
  }
  for (const el of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    if (!clips(s.overflowX) && s.textOverflow !== 'ellipsis') continue;
    if (el.closest('[title]') || el.getClientRects().length === 0 || screenReaderOnly(s, el.getBoundingClientRect()))
      continue;
    const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    if (ownText && el.scrollWidth > el.clientWidth + SLACK)
      report(el, (el.textContent || '').trim().replace(/\\s+/g, ' '), 'wider than its clipping box (' + el.scrollWidth + ' > ' + el.clientWidth + ' px)');
  }
  return found;
})()`;

/**
 * Fails when visible text is cut off or runs past its box (MEASURE_CUT_TEXT), naming `where`,
 * and each element by selector and text.
 */
export async function expectTextInsideBoxes(page: Page, where: string = page.url()) {
  const cut = (await page.evaluate(MEASURE_CUT_TEXT)) as CutText[];
  const width = page.viewportSize()?.width;
  expect(
    cut.map((c) => `${c.element}: "${c.text}" ${c.how}`),
    `${where} at ${width} px has text outside its box`,
  ).toEqual([]);
}

/**
 * An empty list's message ("No guests yet", "No messages match these filters") must be
 * on screen: a table wider than the phone would otherwise centre it out of view.
 */
export async function expectEmptyStatesInView(page: Page, where: string = page.url()) {
  const width = page.viewportSize()?.width ?? PHONE_VIEWPORT.width;
  const messages = page.getByText(/^No .+ (yet|match these filters)\.?$/);
  for (const message of await messages.all()) {
    if (!(await message.isVisible())) continue;
    const box = await message.boundingBox();
    const text = await message.innerText();
    expect(box, `${where}: "${text}" has no box`).not.toBeNull();
    expect(
      box!.x >= 0 && box!.x + box!.width <= width + 1,
      `${where}: "${text}" is off-screen (x ${Math.round(box!.x)}, width ${Math.round(box!.width)} of ${width} px)`,
    ).toBe(true);
  }
}
