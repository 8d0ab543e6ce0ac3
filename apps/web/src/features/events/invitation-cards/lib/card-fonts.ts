import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-ext-400.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-ext-400.css';
import '@fontsource/great-vibes/latin-400.css';
import '@fontsource/great-vibes/latin-ext-400.css';
import { CARD_FONT_FAMILIES, type CardFont } from '@karamu/shared';

const FALLBACKS: Readonly<Record<CardFont, string>> = {
  serif: 'serif',
  sans: 'sans-serif',
  script: 'cursive',
};

/** The same faces the server draws with (loaded above), so the canvas looks like the card. */
export const cardFontFamily = (font: CardFont) =>
  `"${CARD_FONT_FAMILIES[font]}", ${FALLBACKS[font]}`;

export const CARD_FONT_LABELS: Readonly<Record<CardFont, string>> = {
  serif: `Serif (${CARD_FONT_FAMILIES.serif})`,
  sans: `Sans serif (${CARD_FONT_FAMILIES.sans})`,
  script: `Script (${CARD_FONT_FAMILIES.script})`,
};
