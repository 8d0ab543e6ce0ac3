/** What each text field of a card says for a guest. */
import type { CardFieldKind, CardType } from '@karamu/shared';

export type CardGuest = {
  name: string;
  cardType: CardType;
  admissions: number;
  tableName: string | null;
};
export type CardEvent = { startsAt: Date; timeZone: string };

const CARD_TYPE_TEXT: Readonly<Record<CardType, string>> = {
  single: 'Single',
  double: 'Double',
  family: 'Family',
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Saturday, 21 November 2026', on the event's calendar day wherever the server runs.
 * Assembled from parts: whole-date patterns differ between ICU versions (comma or none).
 */
function formatEventDate({ startsAt, timeZone }: CardEvent): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(startsAt).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** The text a field draws; empty (nothing drawn) for a guest without a table. */
export function getCardFieldText(
  kind: Exclude<CardFieldKind, 'qr'>,
  guest: CardGuest,
  event: CardEvent,
): string {
  switch (kind) {
    case 'guestName':
      return guest.name;
    case 'cardType':
      return CARD_TYPE_TEXT[guest.cardType];
    case 'admissions':
      return `Admits ${guest.admissions}`;
    case 'eventDate':
      return formatEventDate(event);
    case 'table':
      return guest.tableName ?? '';
  }
}
