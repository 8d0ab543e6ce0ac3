/**
 * What a door device keeps for working offline (decision 0008), in IndexedDB: each
 * event's kit with the time it was fetched, and the check-ins waiting to sync. Where
 * IndexedDB is missing (an old browser, some private modes) a memory store stands in, so
 * the screen still works while the page stays open.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckInInput, CheckInKit } from '@karamu/shared';

export type StoredKit = { eventId: string; kit: CheckInKit; fetchedAt: string };

/** A check-in made offline: the request to send, and what the screen shows meanwhile. */
export type PendingCheckIn = {
  clientId: string;
  eventId: string;
  guestId: string;
  guestName: string;
  input: CheckInInput;
};

type CheckInDb = DBSchema & {
  kits: { key: string; value: StoredKit };
  pending: { key: string; value: PendingCheckIn; indexes: { byEvent: string } };
};

export type OfflineStore = {
  loadKit(eventId: string): Promise<StoredKit | undefined>;
  saveKit(kit: StoredKit): Promise<void>;
  listKits(): Promise<StoredKit[]>;
  listPending(eventId: string): Promise<PendingCheckIn[]>;
  addPending(item: PendingCheckIn): Promise<void>;
  removePending(clientIds: readonly string[]): Promise<void>;
};

const DB_NAME = 'karamu-check-in';
const DB_VERSION = 1;

function byScanTime(a: PendingCheckIn, b: PendingCheckIn) {
  return a.input.scannedAt.localeCompare(b.input.scannedAt);
}

function createIndexedDbStore(): OfflineStore {
  let opened: Promise<IDBPDatabase<CheckInDb>> | undefined;
  const db = () =>
    (opened ??= openDB<CheckInDb>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        database.createObjectStore('kits', { keyPath: 'eventId' });
        const pending = database.createObjectStore('pending', { keyPath: 'clientId' });
        pending.createIndex('byEvent', 'eventId');
      },
    }));
  return {
    loadKit: async (eventId) => (await db()).get('kits', eventId),
    saveKit: async (kit) => {
      await (await db()).put('kits', kit);
    },
    listKits: async () => (await db()).getAll('kits'),
    listPending: async (eventId) =>
      (await (await db()).getAllFromIndex('pending', 'byEvent', eventId)).sort(byScanTime),
    addPending: async (item) => {
      await (await db()).put('pending', item);
    },
    removePending: async (clientIds) => {
      const tx = (await db()).transaction('pending', 'readwrite');
      await Promise.all([...clientIds.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}

function createMemoryStore(): OfflineStore {
  const kits = new Map<string, StoredKit>();
  const pending = new Map<string, PendingCheckIn>();
  return {
    loadKit: async (eventId) => kits.get(eventId),
    saveKit: async (kit) => void kits.set(kit.eventId, kit),
    listKits: async () => [...kits.values()],
    listPending: async (eventId) =>
      [...pending.values()].filter((p) => p.eventId === eventId).sort(byScanTime),
    addPending: async (item) => void pending.set(item.clientId, item),
    removePending: async (clientIds) => clientIds.forEach((id) => pending.delete(id)),
  };
}

let store: OfflineStore | undefined;

/** The device's store: IndexedDB where the browser has it. */
export function getOfflineStore(): OfflineStore {
  store ??= typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore();
  return store;
}

/** Whether check-ins survive closing the page on this browser. */
export const keepsDataOffline = () => typeof indexedDB !== 'undefined';
