import { useSyncExternalStore } from 'react';
import type { CardFont, MeasureCardText } from '@karamu/shared';
import { cardFontFamily } from '../lib/card-fonts';

/** Measured at a large size: canvas widths are rounded less, relative to the text. */
const MEASURE_SIZE = 100;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * A text's width in ems in the card's typeface, as the browser draws it. Without a canvas
 * (a test's DOM) the width is 0, which the shared layout reads as "never shrink".
 */
function measureCardText(text: string, font: CardFont): number {
  context ??=
    typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return 0;
  context.font = `${MEASURE_SIZE}px ${cardFontFamily(font)}`;
  return context.measureText(text).width / MEASURE_SIZE;
}

function subscribe(onChange: () => void) {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return () => {};
  fonts.addEventListener('loading', onChange);
  fonts.addEventListener('loadingdone', onChange);
  return () => {
    fonts.removeEventListener('loading', onChange);
    fonts.removeEventListener('loadingdone', onChange);
  };
}

const getFontStatus = () =>
  typeof document === 'undefined' || !document.fonts ? 'loaded' : document.fonts.status;

/**
 * The shared layout's measure for the editor. The card's faces load when the canvas first
 * draws with them and a fallback face is measured until then, so the caller renders again
 * (and lays the card out again) each time the browser starts or finishes loading fonts.
 */
export function useCardTextMeasure(): MeasureCardText {
  useSyncExternalStore(subscribe, getFontStatus, () => 'loaded');
  return measureCardText;
}
