/**
 * Horizontal page overflow (issue 16): at a phone's width nothing may make the page itself
 * scroll sideways. Wide content (tables, code) scrolls inside its own box instead.
 */
import { expect, type Page } from '@playwright/test';

/** A phone's viewport: the narrowest width the product promises to fit. */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;

type Overflow = {
  scrollWidth: number;
  clientWidth: number;
  /** The elements that stick out past the right edge while their parent does not, widest first. */
  offenders: { element: string; right: number; width: number }[];
};

/**
 * Runs in the page (a string, since this project's types have no DOM): an element that
 * sticks out is reported only where it breaks out of a parent that fits, and only when no
 * ancestor clips or scrolls it, so the report names the cause rather than its ancestors.
 */
const MEASURE_OVERFLOW = `(() => {
  const root = document.documentElement;
  const limit = root.clientWidth + 1;
  const describe = (el) => {
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
  };
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
