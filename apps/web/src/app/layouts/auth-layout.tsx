import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { SkipLink } from '@/components/skip-link';
import { ThemeMenu } from '@/components/theme';

/** A quiet frame for the sign-in screen: the brand, the theme switch, a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="flex items-center justify-between gap-4 px-4 py-3">
        <Brand />
        <ThemeMenu />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 outline-none sm:items-center sm:pt-0"
      >
        {children}
      </main>
    </div>
  );
}
