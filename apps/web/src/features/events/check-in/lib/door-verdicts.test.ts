import { describe, expect, it } from 'vitest';
import type { CheckInGuest } from '@karamu/shared';
import {
  afterCash,
  guestsAsKnown,
  previewCode,
  previewGuest,
  searchGuests,
  shownTone,
  verdictFromServer,
  verdictOffline,
} from './door-verdicts';

// A card signed by the server's code (node:crypto) for this event and guest, and the key.
const EVENT = '3f8e2a41-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const GUEST = 'c0ffee00-1234-4abc-9def-0123456789ab';
const PUBLIC_KEY = 'TQnoKJUvuUnX2eyG6wxWfXMttD3UjGA6UFKRr7AntYk';
const CODE =
  'KRM1.P44qQVtsTX6PkKGyw9Tl9g.wP_uABI0Sryd7wEjRWeJqw.eXgHJ-nl9I5AwfDyibEQu016JJC_bN2sUn3-yRPSswlORUlwQFugK3v1ZKJ8YywRj0WT618wZ8m4NqlVCugqDg';
const kit = {
  event: { id: EVENT, name: 'Harusi', startsAt: '', timeZone: 'UTC', currency: 'KES' },
  publicKey: PUBLIC_KEY,
};

const guest = (fields: Partial<CheckInGuest> = {}): CheckInGuest => ({
  id: GUEST,
  name: 'Neema Akinyi',
  cardType: 'double',
  admissions: 2,
  checkedIn: 0,
  tableName: '4',
  shortCode: 'AB2C9XYZ',
  owedMinor: null,
  ...fields,
});

describe('previewCode (offline, with the public key)', () => {
  it('admits a genuine card of the event, and says how many it still allows', () => {
    const preview = previewCode(kit, guestsAsKnown([guest()], []), CODE);
    expect(preview.target).toEqual({ guestId: GUEST, code: CODE });
    expect(preview.verdict).toMatchObject({
      tone: 'go',
      title: 'Admit',
      remaining: 2,
      canAdmit: true,
    });
  });

  it('counts check-ins waiting to sync as used', () => {
    const known = guestsAsKnown(
      [guest({ checkedIn: 1 })],
      [{ guestId: GUEST, input: { count: 1 } }],
    );
    expect(previewCode(kit, known, CODE).verdict).toMatchObject({
      tone: 'caution',
      title: 'Already used',
      canAdmit: false,
    });
    const partly = previewGuest(guest({ checkedIn: 1 }), 'KES');
    expect(partly).toMatchObject({
      tone: 'caution',
      title: 'Partly used',
      remaining: 1,
      canAdmit: true,
    });
  });

  it('stops forged, other-event, unknown and meaningless codes in red', () => {
    const known = guestsAsKnown([guest()], []);
    const forged = CODE.slice(0, -3) + (CODE.endsWith('Dg') ? 'AAg' : 'ADg');
    expect(previewCode(kit, known, forged).verdict).toMatchObject({
      tone: 'stop',
      title: 'Forged card',
    });
    const otherEvent = {
      ...kit,
      event: { ...kit.event, id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f' },
    };
    expect(previewCode(otherEvent, known, CODE).verdict).toMatchObject({
      tone: 'stop',
      title: 'Wrong event',
    });
    expect(previewCode(kit, new Map(), CODE).verdict).toMatchObject({
      tone: 'stop',
      title: 'Unknown guest',
    });
    expect(previewCode(kit, known, 'WIFI:S:venue;;').verdict).toMatchObject({
      tone: 'stop',
      title: 'Unknown card',
    });
  });
});

describe('short codes (offline, from the downloaded list)', () => {
  it('finds the guest by the code typed in any case, with dashes or spaces', () => {
    const known = guestsAsKnown([guest({ id: 'other', shortCode: 'ZZZZ2222' }), guest()], []);
    for (const typed of ['AB2C9XYZ', 'ab2c-9xyz', ' ab2c 9xyz ']) {
      const preview = previewCode(kit, known, typed);
      expect(preview.target).toEqual({ guestId: GUEST });
      expect(preview.verdict).toMatchObject({ title: 'Admit', remaining: 2, canAdmit: true });
    }
  });

  it('stops a short code no guest on the list holds', () => {
    const preview = previewCode(kit, guestsAsKnown([guest()], []), 'AB2C-9XYA');
    expect(preview.target).toBeUndefined();
    expect(preview.verdict).toMatchObject({
      tone: 'stop',
      title: 'Unknown card',
      reason: 'No guest of this event has this card code',
    });
  });
});

describe('what a guest still owes', () => {
  it('turns a go amber with the amount, online, offline and by name', () => {
    const owing = guest({ owedMinor: 800_000 });
    const preview = previewCode(kit, guestsAsKnown([owing], []), CODE).verdict;
    expect(preview).toMatchObject({
      title: 'Admit',
      owed: { amountMinor: 800_000, currency: 'KES' },
    });
    expect(shownTone(preview)).toBe('caution');
    const offline = verdictOffline({ ...owing, checkedIn: 2 }, 2, 'KES');
    expect(shownTone(offline)).toBe('caution');
    expect(offline.owed).toEqual({ amountMinor: 800_000, currency: 'KES' });
    // Paid up, or nothing priced: plain green.
    expect(shownTone(previewGuest(guest({ owedMinor: 0 }), 'KES'))).toBe('go');
    expect(previewGuest(guest({ owedMinor: null }), null).owed).toBeUndefined();
  });

  it('after cash, shows what is left, and green once nothing is', () => {
    const before = previewGuest(guest({ owedMinor: 800_000 }), 'KES');
    const part = afterCash(before, 300_000);
    expect(part.owed).toEqual({ amountMinor: 300_000, currency: 'KES' });
    const paid = afterCash(part, 0);
    expect(paid.owed).toBeUndefined();
    expect(paid.guest?.owedMinor).toBe(0);
    expect(shownTone(paid)).toBe('go');
    expect(paid.canAdmit).toBe(true);
  });
});

describe('verdictFromServer', () => {
  const base = { clientId: 'c', reason: 'r', requested: 2, overAdmitted: 0, replayed: false };
  it('shows a partial admission in amber and a full one in green', () => {
    expect(
      verdictFromServer(
        {
          ...base,
          result: 'admitted',
          admitted: 2,
          remaining: 0,
          guest: guest({ checkedIn: 2 }),
        },
        'KES',
      ),
    ).toMatchObject({ tone: 'go', title: 'Admitted 2' });
    expect(
      verdictFromServer(
        {
          ...base,
          result: 'admitted',
          admitted: 1,
          remaining: 0,
          guest: guest({ checkedIn: 2 }),
        },
        'KES',
      ),
    ).toMatchObject({ tone: 'caution', title: 'Admitted 1 of 2' });
    expect(
      verdictFromServer({ ...base, result: 'forged', admitted: 0, remaining: 0 }, 'KES'),
    ).toMatchObject({
      tone: 'stop',
      title: 'Forged card',
    });
  });
});

describe('searchGuests', () => {
  it('finds by every word typed, names starting with it first', () => {
    const list = [
      guest({ id: 'a', name: 'Baraka Neema' }),
      guest({ id: 'b', name: 'Neema Akinyi' }),
      guest({ id: 'c', name: 'Otieno', tableName: 'Neema table' }),
    ];
    expect(searchGuests(list, 'neema').map((g) => g.id)).toEqual(['b', 'a', 'c']);
    expect(searchGuests(list, 'neema aki').map((g) => g.id)).toEqual(['b']);
    expect(searchGuests(list, '  ')).toEqual([]);
  });
});
