/**
 * A check of uploaded SVG before librsvg draws it. A 3 KB SVG of nested <use> elements
 * (each referring to a group of several uses of the level below) multiplies into millions
 * of shapes and cost about 4 s of CPU (issue 13); entities can multiply text the same way.
 * So DOCTYPE and ENTITY are refused outright (artwork never needs them), and the shapes
 * that <use> elements would draw are counted through their references and bounded.
 */
import { badRequest } from '../../../lib/http-error';

/** Shapes drawn through <use>, nesting multiplied out; real artwork uses a few hundred. */
export const SVG_MAX_USE_INSTANCES = 2000;

const refuse = (reason: string) =>
  badRequest(`The SVG ${reason}. Export it again as a plain drawing, or upload a PNG.`, {
    artwork: [`The SVG ${reason}`],
  });

const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/g;
const ID = /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const HREF = /(?:^|\s)(?:xlink:)?href\s*=\s*(?:"\s*#([^"]*)"|'\s*#([^']*)')/;

type Frame = { name: string; id: string | undefined; targets: string[] };

/** Throws a 400 naming `artwork` when the SVG could multiply its drawing work. */
export function checkSvg(svg: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) refuseWith('has a DOCTYPE or entity declarations');
  const text = svg.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  // For each element with an id: the local references of the uses inside it (itself included).
  const usesOf = new Map<string, string[]>();
  const allUses: string[] = [];
  const stack: Frame[] = [{ name: '', id: undefined, targets: [] }];
  const close = (frame: Frame) => {
    if (frame.id !== undefined) usesOf.set(frame.id, frame.targets);
    stack.at(-1)?.targets.push(...frame.targets);
  };
  for (const [, closing, name = '', attributes = '', selfClosing] of text.matchAll(TAG)) {
    if (closing) {
      const at = stack.findLastIndex((frame) => frame.name === name);
      if (at > 0) while (stack.length > at) close(stack.pop()!);
      continue;
    }
    const idMatch = ID.exec(attributes);
    const frame: Frame = { name, id: idMatch?.[1] ?? idMatch?.[2], targets: [] };
    if (name === 'use' || name.endsWith(':use')) {
      const href = HREF.exec(attributes);
      // A reference to another file draws nothing (librsvg fetches nothing): one instance.
      const target = href ? (href[1] ?? href[2] ?? '') : '';
      frame.targets.push(target);
      allUses.push(target);
      if (allUses.length > SVG_MAX_USE_INSTANCES) refuseWith(tooManyUses);
    }
    stack.push(frame);
    if (selfClosing) close(stack.pop()!);
  }
  while (stack.length > 1) close(stack.pop()!);

  // Shapes one reference draws, multiplied out; a reference cycle is refused.
  const drawn = new Map<string, number>();
  const visiting = new Set<string>();
  const instances = (target: string): number => {
    const known = drawn.get(target);
    if (known !== undefined) return known;
    if (visiting.has(target)) refuseWith('has <use> elements that refer to themselves');
    visiting.add(target);
    let count = 1;
    for (const inner of usesOf.get(target) ?? []) {
      count += instances(inner);
      if (count > SVG_MAX_USE_INSTANCES) refuseWith(tooManyUses);
    }
    visiting.delete(target);
    drawn.set(target, count);
    return count;
  };
  let total = 0;
  for (const target of allUses) {
    total += instances(target);
    if (total > SVG_MAX_USE_INSTANCES) refuseWith(tooManyUses);
  }
}

const tooManyUses = `repeats shapes through nested <use> elements more than ${SVG_MAX_USE_INSTANCES.toLocaleString('en')} times`;

function refuseWith(reason: string): never {
  throw refuse(reason);
}
