import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startThemeSync } from '@/components/theme';
import { silenceConsole } from '@/lib/silence-console';
import { registerServiceWorker } from '@/service-worker/register-service-worker';
import './index.css';

silenceConsole();
startThemeSync();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
