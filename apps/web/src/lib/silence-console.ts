const noop = (): void => {};

/**
 * Application console output is silenced at start-up in the
 * production build, so stray debugging output never reaches users' consoles.
 */
export function silenceConsole(enabled: boolean = import.meta.env.PROD): void {
  if (!enabled) return;
  console.log = noop;
  console.warn = noop;
  console.error = noop;
}
