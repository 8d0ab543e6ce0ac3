import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

// The machine running the suite may be busy (CI runs it beside other work on two cores):
// what a page shows after a local test server answers gets long to appear. Tests never
// assert on timing, so the waits are generous, and set here once: with `isolate: false`
// a per-file setting would leak into whichever files the worker runs next.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Radix menus, popovers, checkboxes and radios measure with,
// and the one Radix selects scroll the chosen option into view with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// A test that makes React (or anything else) call console.error fails: such output is
// almost always a real bug (act warnings, bad props, unhandled rejections in effects).
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // Sonner replays toasts still showing to the next Toaster: one test's toast must not
  // appear in the next test's screen.
  toast.dismiss();
  localStorage.clear();
  document.documentElement.className = '';
  const calls = consoleErrors;
  consoleErrors = [];
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
