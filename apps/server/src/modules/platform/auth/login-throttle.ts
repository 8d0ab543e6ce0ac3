/**
 * Counts sign-in attempts in fixed windows, in memory: enough for one server process
 * (decisions 0004 and 0016). A browser holding a valid device cookie for the username has
 * its own allowance of failures and is not counted anywhere else; unknown devices are
 * limited per address and, for failures, per username. So guesses from unknown devices
 * lock out unknown devices only, never the owner's browser.
 */
import { WindowCounter } from '../../../lib/window-counter';
import { createDeviceCookies, type DeviceCookies } from './device-cookies';

export type LoginThrottle = {
  /** Attempts from unknown devices, per client address. */
  byAddress: WindowCounter;
  /** Failures from unknown devices per username; also wrong current passwords on the profile page. */
  byUsername: WindowCounter;
  /** Failures per trusted device (a device cookie's nonce). */
  byDevice: WindowCounter;
  devices: DeviceCookies;
};

export function createLoginThrottle(options: {
  maxAttemptsPerAddress: number;
  maxFailuresPerUsername: number;
  windowMinutes: number;
  deviceCookieSecret: string;
  now: () => number;
}): LoginThrottle {
  const windowMs = options.windowMinutes * 60_000;
  return {
    byAddress: new WindowCounter(options.maxAttemptsPerAddress, windowMs, options.now),
    byUsername: new WindowCounter(options.maxFailuresPerUsername, windowMs, options.now),
    byDevice: new WindowCounter(options.maxFailuresPerUsername, windowMs, options.now),
    devices: createDeviceCookies(options.deviceCookieSecret, options.now),
  };
}
