/**
 * What the check-in screen shows for a card, before and after admitting (decision 0008):
 * a tone (green go, amber caution, red stop), a title and a reason in words, so colour is
 * never the only signal. The same rules as the server's (`@karamu/shared`), run on the
 * device so that a scan is judged at once, online or not.
 */
import {
  CHECK_IN_REASONS,
  cardStanding,
  normalizeShortCardCode,
  remainingAdmissions,
  verifyCardCode,
  type CheckInGuest,
  type CheckInKit,
  type CheckInVerdict,
} from '@karamu/shared';

export type VerdictTone = 'go' | 'caution' | 'stop';

/** What a guest still owes for their card, in the event's currency. */
type Owed = { amountMinor: number; currency: string };

export type DoorVerdict = {
  tone: VerdictTone;
  title: string;
  reason: string;
  /** The guest with `checkedIn` as this device knows it. */
  guest?: CheckInGuest;
  /** Admissions the card still allows. */
  remaining: number;
  /** A card awaiting the door's decision, with admissions left. */
  canAdmit: boolean;
  /** Recorded on this device only: it waits to sync. */
  waitingToSync?: boolean;
  /** Money still owed for the card (issue 29): the door sees it before admitting. */
  owed?: Owed;
};

/** What an admission names: the card's code when scanned, the guest always. */
export type AdmitTarget = { guestId: string; code?: string };

export type Preview = { verdict: DoorVerdict; target?: AdmitTarget };

const stop = (title: string, reason: string): DoorVerdict => ({
  tone: 'stop',
  title,
  reason,
  remaining: 0,
  canAdmit: false,
});

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/**
 * A verdict about a guest who still owes for their card, with the amount: the door shows it
 * amber and asks for the money (issue 29). `owedMinor` is missing on a kit downloaded before
 * the door knew about money, and null while the event prices nothing.
 */
function noteOwed(verdict: DoorVerdict, currency: string | null): DoorVerdict {
  const owedMinor = verdict.guest?.owedMinor ?? 0;
  if (owedMinor <= 0 || !currency) return verdict;
  return { ...verdict, owed: { amountMinor: owedMinor, currency } };
}

/** The tone the door shows: a go for a guest who still owes is amber, not green. */
export const shownTone = (verdict: DoorVerdict): VerdictTone =>
  verdict.owed && verdict.tone === 'go' ? 'caution' : verdict.tone;

/** The verdict once cash was taken for the card: what the guest owes now, if anything. */
export function afterCash(verdict: DoorVerdict, owedMinor: number): DoorVerdict {
  if (!verdict.guest || !verdict.owed) return verdict;
  const { owed, ...paid } = verdict;
  const guest = { ...verdict.guest, owedMinor };
  return owedMinor > 0
    ? { ...paid, guest, owed: { ...owed, amountMinor: owedMinor } }
    : { ...paid, guest };
}

/** A guest picked by name, or whose card verified: may they come in, and how many? */
export function previewGuest(guest: CheckInGuest, currency: string | null): DoorVerdict {
  return noteOwed(standingOf(guest), currency);
}

function standingOf(guest: CheckInGuest): DoorVerdict {
  const remaining = remainingAdmissions(guest);
  switch (cardStanding(guest)) {
    case 'unused':
      return {
        tone: 'go',
        title: 'Admit',
        reason: `The card admits ${people(remaining)}`,
        guest,
        remaining,
        canAdmit: true,
      };
    case 'partly_used':
      return {
        tone: 'caution',
        title: 'Partly used',
        reason: `${people(guest.checkedIn)} already in; ${people(remaining)} may still come in`,
        guest,
        remaining,
        canAdmit: true,
      };
    case 'used_up':
      return {
        tone: 'caution',
        title: 'Already used',
        reason: CHECK_IN_REASONS.alreadyUsed,
        guest,
        remaining: 0,
        canAdmit: false,
      };
  }
}

/**
 * A scanned or typed code, checked with the event's public key: works offline. A card of
 * another event cannot be verified here (its key is not on the device) and is refused as
 * the wrong event either way. A short code typed off the card (issue 29) names a guest of
 * the downloaded list, so it resolves offline too; the admission then names the guest.
 */
export function previewCode(
  kit: Pick<CheckInKit, 'event' | 'publicKey'>,
  guests: ReadonlyMap<string, CheckInGuest>,
  code: string,
): Preview {
  const currency = kit.event.currency ?? null;
  const shortCode = normalizeShortCardCode(code);
  if (shortCode !== undefined) {
    const holder = [...guests.values()].find((guest) => guest.shortCode === shortCode);
    if (!holder) return { verdict: stop('Unknown card', CHECK_IN_REASONS.unknownShortCode) };
    return { verdict: previewGuest(holder, currency), target: { guestId: holder.id } };
  }
  const check = verifyCardCode(code, { eventId: kit.event.id, publicKey: kit.publicKey });
  if (!check.ok) {
    switch (check.reason) {
      case 'malformed':
        return { verdict: stop('Unknown card', CHECK_IN_REASONS.notACard) };
      case 'wrong_event':
        return { verdict: stop('Wrong event', CHECK_IN_REASONS.wrongEvent) };
      case 'forged':
        return { verdict: stop('Forged card', CHECK_IN_REASONS.forged) };
    }
  }
  const guest = guests.get(check.guestId);
  if (!guest) return { verdict: stop('Unknown guest', CHECK_IN_REASONS.unknownGuest) };
  return {
    verdict: previewGuest(guest, currency),
    target: { guestId: guest.id, code: code.trim() },
  };
}

const STOP_TITLES = {
  unknown: 'Unknown card',
  wrong_event: 'Wrong event',
  forged: 'Forged card',
} as const;

/** The server's answer to an admission. */
export function verdictFromServer(verdict: CheckInVerdict, currency: string | null): DoorVerdict {
  return noteOwed(serverStanding(verdict), currency);
}

function serverStanding(verdict: CheckInVerdict): DoorVerdict {
  const { result, admitted, requested, remaining, guest, reason } = verdict;
  if (result === 'unknown' || result === 'wrong_event' || result === 'forged') {
    return stop(STOP_TITLES[result], reason);
  }
  if (result === 'already_used') {
    return { tone: 'caution', title: 'Already used', reason, guest, remaining, canAdmit: false };
  }
  const partly = admitted < requested;
  return {
    tone: partly ? 'caution' : 'go',
    title: partly ? `Admitted ${admitted} of ${requested}` : `Admitted ${admitted}`,
    reason: partly
      ? reason
      : remaining > 0
        ? `${people(remaining)} may still come in`
        : 'Card now used up',
    guest,
    remaining,
    canAdmit: false,
  };
}

/** An admission made on the device while offline. */
export function verdictOffline(
  guest: CheckInGuest,
  admitted: number,
  currency: string | null,
): DoorVerdict {
  const remaining = remainingAdmissions(guest);
  return noteOwed(
    {
      tone: 'go',
      title: `Admitted ${admitted}`,
      reason: 'Saved on this device; it will sync when back online',
      guest,
      remaining,
      canAdmit: false,
      waitingToSync: true,
    },
    currency,
  );
}

/**
 * The kit's guests with what this device knows: the count last heard from the server plus
 * the device's own check-ins still waiting to sync.
 */
export function guestsAsKnown(
  kitGuests: readonly CheckInGuest[],
  pending: readonly { guestId: string; input: { count: number } }[],
): Map<string, CheckInGuest> {
  const waiting = new Map<string, number>();
  for (const item of pending) {
    waiting.set(item.guestId, (waiting.get(item.guestId) ?? 0) + item.input.count);
  }
  return new Map(
    kitGuests.map((guest) => [
      guest.id,
      { ...guest, checkedIn: guest.checkedIn + (waiting.get(guest.id) ?? 0) },
    ]),
  );
}

/** Guests whose name (or table) holds every word typed, best first, at most `limit`. */
export function searchGuests(
  guests: Iterable<CheckInGuest>,
  text: string,
  limit = 8,
): CheckInGuest[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: CheckInGuest[] = [];
  for (const guest of guests) {
    const haystack = `${guest.name} ${guest.tableName ?? ''}`.toLocaleLowerCase();
    if (words.every((word) => haystack.includes(word))) found.push(guest);
  }
  const first = words[0]!;
  return found
    .sort(
      (a, b) =>
        Number(!a.name.toLocaleLowerCase().startsWith(first)) -
          Number(!b.name.toLocaleLowerCase().startsWith(first)) || a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
