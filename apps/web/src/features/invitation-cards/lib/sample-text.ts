import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-ext-400.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-ext-400.css';
import '@fontsource/great-vibes/latin-400.css';
import '@fontsource/great-vibes/latin-ext-400.css';
import {
  CARD_FONT_FAMILIES,
  SAMPLE_CARD_GUEST,
  type CardFieldKind,
  type CardFont,
} from '@karamu/shared';

/**
 * The sample guest's text per field, worded as the server's renderer words a guest's
 * (apps/server/src/modules/invitation-cards/card-field-text.ts).
 */
export function getSampleText(kind: Exclude<CardFieldKind, 'qr'>, eventDate: string): string {
  switch (kind) {
    case 'guestName':
      return SAMPLE_CARD_GUEST.name;
    case 'cardType':
      return `${SAMPLE_CARD_GUEST.cardType[0]!.toUpperCase()}${SAMPLE_CARD_GUEST.cardType.slice(1)}`;
    case 'admissions':
      return `Admits ${SAMPLE_CARD_GUEST.admissions}`;
    case 'eventDate':
      return eventDate;
    case 'table':
      return SAMPLE_CARD_GUEST.tableName;
  }
}

/** 'Saturday, 5 December 2026' on the event's calendar day, as the card prints it. */
export function formatCardDate(startsAt: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).formatToParts(new Date(startsAt));
    const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
    return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
  } catch {
    return '';
  }
}

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
