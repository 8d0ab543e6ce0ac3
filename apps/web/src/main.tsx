import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/routes';
import { startThemeSync } from '@/components/theme';
import { silenceConsole } from '@/lib/silence-console';
import { registerServiceWorker } from '@/service-worker/register-service-worker';
import './index.css';

silenceConsole();
startThemeSync();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void createAppRouter().then((router) => {
  // A prerendered page is inert until now (build/prerender-plugin.ts).
  container.removeAttribute('inert');
  // createRoot, not hydrateRoot: the prerendered markup is replaced by the same page, so a
  // visitor's signed-in header or stored theme never has to match the build's guess.
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
