import { lazy, Suspense } from 'react';
import { ThemeMenuButton } from './theme-menu-button';

// The dropdown (Radix menu and its positioning) is a chunk of its own, loaded once the
// header shows: public pages draw their content without waiting for it (decision 0020).
const ThemeDropdown = lazy(() => import('./theme-dropdown'));

/** An icon button opening the theme choices, for headers without a user menu. */
export function ThemeMenu() {
  return (
    <Suspense fallback={<ThemeMenuButton disabled />}>
      <ThemeDropdown />
    </Suspense>
  );
}
