import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server (or at build time) and while the app
 * hydrates that HTML; true from then on. For a form that loads after the page: in the HTML
 * it would be typed into before its script arrives, and its form library, taking over the
 * fields, would reset what was typed. The page shows a placeholder there instead.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
