/**
 * The last signed-in user the server confirmed, kept on the device so the dashboard
 * opens without a network (decision 0012): door staff reload the check-in screen at a
 * venue whose connection dropped, and the guard needs their privileges to show it. It is
 * what `GET /api/me` answered (name, username, roles, no secrets); the server still
 * decides every request, and a 401 forgets it.
 */
import type { CurrentUser } from '@karamu/shared';

const REMEMBERED_USER_KEY = 'karamu.me';

export function rememberUser(user: CurrentUser): void {
  try {
    localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the dashboard simply needs the network to open.
  }
}

export function forgetUser(): void {
  try {
    localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

export function recallUser(): CurrentUser | null {
  try {
    const text = localStorage.getItem(REMEMBERED_USER_KEY);
    return text ? (JSON.parse(text) as CurrentUser) : null;
  } catch {
    return null;
  }
}
