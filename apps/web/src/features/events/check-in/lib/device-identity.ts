/**
 * What this device calls itself and remembers between visits. `crypto.randomUUID` exists
 * only in secure contexts, and a phone on the venue's network may reach the server over
 * plain http, so ids are made from `crypto.getRandomValues`, which works everywhere.
 */
const DEVICE_KEY = 'karamu.check-in.device';
const LAST_EVENT_KEY = 'karamu.check-in.last-event';

/** A random version-4 UUID (RFC 9562): the clientId of a check-in. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the device simply forgets.
  }
}

/** A short name kept with each check-in ("door-4f2a9c"), chosen once per browser. */
export function getDeviceId(): string {
  const known = readStorage(DEVICE_KEY);
  if (known) return known;
  const id = `door-${newClientId().slice(0, 6)}`;
  writeStorage(DEVICE_KEY, id);
  return id;
}

export const getLastEventId = () => readStorage(LAST_EVENT_KEY);
export const setLastEventId = (eventId: string) => writeStorage(LAST_EVENT_KEY, eventId);
