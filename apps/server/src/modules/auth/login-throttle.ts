/**
 * Counts sign-in attempts per client address and failed ones per username in fixed
 * windows, in memory: enough for one server process (see docs/decisions/0004-sessions-and-login.md).
 */
import { WindowCounter } from '../../lib/window-counter';

export type LoginThrottle = {
  byAddress: WindowCounter;
  byUsername: WindowCounter;
};

export function createLoginThrottle(options: {
  maxAttemptsPerAddress: number;
  maxFailuresPerUsername: number;
  windowMinutes: number;
}): LoginThrottle {
  const windowMs = options.windowMinutes * 60_000;
  return {
    byAddress: new WindowCounter(options.maxAttemptsPerAddress, windowMs),
    byUsername: new WindowCounter(options.maxFailuresPerUsername, windowMs),
  };
}
