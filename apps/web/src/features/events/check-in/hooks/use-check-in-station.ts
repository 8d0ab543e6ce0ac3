/**
 * One event's check-in on this device (decision 0008): the kit kept in IndexedDB, the
 * counts as the device knows them, admissions online (asked of the server) or offline
 * (decided here, queued), and syncing the queue when the connection comes back.
 * Mount it under `key={eventId}`: another event starts from a fresh state.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAxiosError } from '@/lib/http-errors';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAX_SYNC_BATCH,
  remainingAdmissions,
  type CheckInGuest,
  type CheckInInput,
  type CheckInResult,
} from '@karamu/shared';
import { getErrorMessage } from '@/lib/get-error-message';
import { checkInKeys } from '../api/check-in-keys';
import { getCheckInKit } from '../api/get-check-in-kit';
import { recordCheckIn } from '../api/record-check-in';
import { syncCheckIns } from '../api/sync-check-ins';
import { getDeviceId, newClientId } from '../lib/device-identity';
import {
  guestsAsKnown,
  previewGuest,
  verdictFromServer,
  verdictOffline,
  type AdmitTarget,
  type DoorVerdict,
} from '../lib/door-verdicts';
import { getOfflineStore, type PendingCheckIn, type StoredKit } from '../lib/offline-store';
import { useOnline } from './use-online';

/** While check-ins wait and the browser says online, a failed sync is tried again this often. */
const SYNC_RETRY_MS = 15_000;

export type SyncReport = {
  at: string;
  recorded: number;
  overAdmissions: { clientId: string; guestName: string; overAdmitted: number }[];
  refused: { clientId: string; guestName: string; reason: string }[];
};

const REFUSED: ReadonlySet<CheckInResult> = new Set(['unknown', 'wrong_event', 'forged']);

/** No answer at all (offline, server down, timeout): the device carries on by itself. */
function isUnreachable(error: unknown): boolean {
  return isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/** Counts only grow: what the server said last, unless the device already knew more. */
function learnCounts(stored: StoredKit, heard: readonly CheckInGuest[]): StoredKit {
  if (heard.length === 0) return stored;
  const latest = new Map<string, CheckInGuest>();
  for (const guest of heard) {
    const seen = latest.get(guest.id);
    if (!seen || seen.checkedIn < guest.checkedIn) latest.set(guest.id, guest);
  }
  const guests = stored.kit.guests.map((guest) => {
    const news = latest.get(guest.id);
    return news
      ? {
          ...guest,
          admissions: news.admissions,
          checkedIn: Math.max(guest.checkedIn, news.checkedIn),
          // Money is the server's to know: a payment taken anywhere shows here.
          owedMinor: news.owedMinor,
        }
      : guest;
  });
  return { ...stored, kit: { ...stored.kit, guests } };
}

/** The currency of the kit's owed amounts; a kit from before the door knew money has none. */
const currencyOf = (stored: StoredKit | null) => stored?.kit.event.currency ?? null;

export function useCheckInStation(eventId: string) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const store = getOfflineStore();
  const [stored, setStored] = useState<StoredKit | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [pending, setPending] = useState<PendingCheckIn[]>([]);
  const [downloading, setDownloading] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [report, setReport] = useState<SyncReport | null>(null);
  const storedRef = useRef<StoredKit | null>(null);
  const syncingRef = useRef(false);

  useEffect(() => {
    let live = true;
    void Promise.all([store.loadKit(eventId), store.listPending(eventId)]).then(([kit, items]) => {
      if (!live) return;
      storedRef.current = kit ?? null;
      setStored(kit ?? null);
      setPending(items);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [eventId, store]);

  const keep = useCallback(
    (next: StoredKit) => {
      storedRef.current = next;
      setStored(next);
      void store.saveKit(next);
    },
    [store],
  );

  const learn = useCallback(
    (heard: readonly CheckInGuest[]) => {
      if (storedRef.current) keep(learnCounts(storedRef.current, heard));
    },
    [keep],
  );

  /** Cash taken at the door: what the guest owes now, kept with the list on the device. */
  const keepOwed = useCallback(
    (guestId: string, owedMinor: number) => {
      const current = storedRef.current;
      if (!current) return;
      const guests = current.kit.guests.map((guest) =>
        guest.id === guestId ? { ...guest, owedMinor } : guest,
      );
      keep({ ...current, kit: { ...current.kit, guests } });
    },
    [keep],
  );

  const refreshCounters = useCallback(
    () => queryClient.invalidateQueries({ queryKey: checkInKeys.summary(eventId) }),
    [queryClient, eventId],
  );

  /** Downloads the guest list and key; the device's queued check-ins stay as they are. */
  const downloadKit = useCallback(async () => {
    setDownloading(true);
    try {
      const kit = await getCheckInKit(eventId);
      keep({ eventId, kit, fetchedAt: new Date().toISOString() });
      return true;
    } finally {
      setDownloading(false);
    }
  }, [eventId, keep]);

  const guests = useMemo(() => guestsAsKnown(stored?.kit.guests ?? [], pending), [stored, pending]);

  const syncNow = useCallback(async () => {
    if (syncingRef.current) return;
    syncingRef.current = true;
    setSyncing(true);
    setSyncError(null);
    const found: SyncReport = {
      at: new Date().toISOString(),
      recorded: 0,
      overAdmissions: [],
      refused: [],
    };
    try {
      let items = await store.listPending(eventId);
      while (items.length > 0) {
        const batch = items.slice(0, MAX_SYNC_BATCH);
        const names = new Map(batch.map((item) => [item.clientId, item.guestName]));
        const result = await syncCheckIns(
          eventId,
          batch.map((item) => item.input),
        );
        found.recorded += result.totals.recorded;
        for (const verdict of result.items) {
          const guestName = verdict.guest?.name ?? names.get(verdict.clientId) ?? 'A guest';
          if (verdict.overAdmitted > 0) {
            found.overAdmissions.push({
              clientId: verdict.clientId,
              guestName,
              overAdmitted: verdict.overAdmitted,
            });
          }
          if (REFUSED.has(verdict.result)) {
            found.refused.push({ clientId: verdict.clientId, guestName, reason: verdict.reason });
          }
        }
        learn(result.items.flatMap((verdict) => (verdict.guest ? [verdict.guest] : [])));
        // Every answered item is settled, recorded or refused: it leaves the queue.
        await store.removePending(result.items.map((verdict) => verdict.clientId));
        const left = await store.listPending(eventId);
        if (left.length >= items.length) break;
        items = left;
      }
      setPending(await store.listPending(eventId));
      setReport(found);
      void refreshCounters();
    } catch (error) {
      setPending(await store.listPending(eventId));
      setSyncError(
        isUnreachable(error)
          ? 'The server could not be reached. The check-ins stay on this device.'
          : getErrorMessage(error),
      );
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [eventId, learn, refreshCounters, store]);

  // Back online, or check-ins waiting: sync now, and again every little while until done.
  const waiting = pending.length;
  useEffect(() => {
    if (!online || !loaded || waiting === 0) return;
    const first = setTimeout(() => void syncNow(), 0);
    const again = setInterval(() => void syncNow(), SYNC_RETRY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(again);
    };
  }, [online, loaded, waiting, syncNow]);

  /**
   * Admits `count` on the target's card. Online the server decides (never beyond the
   * card); with no answer the device decides from what it knows and queues the check-in
   * under the same clientId, so nothing is recorded twice.
   */
  const admit = useCallback(
    async (target: AdmitTarget, count: number): Promise<DoorVerdict> => {
      const base = {
        clientId: newClientId(),
        deviceId: getDeviceId(),
        scannedAt: new Date().toISOString(),
        ...(target.code ? { code: target.code } : { guestId: target.guestId }),
      };
      if (navigator.onLine) {
        try {
          const verdict = await recordCheckIn(eventId, { ...base, count } as CheckInInput);
          if (verdict.guest) learn([verdict.guest]);
          void refreshCounters();
          return verdictFromServer(verdict, currencyOf(storedRef.current));
        } catch (error) {
          if (!isUnreachable(error)) throw error;
        }
      }
      const known = guestsAsKnown(
        storedRef.current?.kit.guests ?? [],
        await store.listPending(eventId),
      ).get(target.guestId);
      if (!known) throw new Error('This guest is not in the downloaded guest list');
      const allowed = Math.min(count, remainingAdmissions(known));
      const currency = currencyOf(storedRef.current);
      if (allowed === 0) return previewGuest(known, currency);
      const input = { ...base, count: allowed } as CheckInInput;
      await store.addPending({
        clientId: input.clientId,
        eventId,
        guestId: known.id,
        guestName: known.name,
        input,
      });
      setPending(await store.listPending(eventId));
      return verdictOffline({ ...known, checkedIn: known.checkedIn + allowed }, allowed, currency);
    },
    [eventId, learn, refreshCounters, store],
  );

  return {
    online,
    loaded,
    stored,
    guests,
    pending,
    downloading,
    downloadKit,
    syncing,
    syncError,
    report,
    syncNow,
    admit,
    keepOwed,
  };
}

export type CheckInStation = ReturnType<typeof useCheckInStation>;
