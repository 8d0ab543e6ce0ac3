// First: before any schema is made (zod-without-eval.ts).
import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/routes';
import { startThemeSync } from '@/components/theme';
import { silenceConsole } from '@/lib/silence-console';
import { cn } from '@/lib/utils';
import { registerServiceWorker } from '@/service-worker/register-service-worker';
import './index.css';

silenceConsole();
startThemeSync();
registerServiceWorker();
// tailwind-merge builds its tables on its first call: on a phone 10-20 ms that hydration
// would spend inside the first component calling cn(), a slice React cannot divide. Here it
// is a task of its own while the page's route loads (decision 0058).
setTimeout(() => cn());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A page painted from the HTML (decision 0032) is inert until React has attached to it: a
// form on it must not submit natively, with a password in the URL.
const attached = () => container.removeAttribute('inert');

void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App router={router} onAttached={attached} />
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // Hydrated, in a transition (decision 0035): React attaches to the page's markup in slices
  // of a few milliseconds instead of one long task that rebuilds it, so a phone's main
  // thread stays free. Where the visitor's page differs from the one rendered (a draft kept
  // from earlier in the tab, dates in their locale), React renders that part anew, as it
  // rendered every page before: a recoverable error the visitor never sees, not reported.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: () => {} });
  });
});
