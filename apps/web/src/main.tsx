import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The translations of the stored language load before the first paint, so no page flashes
// English (or left-to-right) before switching.
// A file that fails to load still renders: its texts fall back to en_GB where they can.
void initI18n()
  .catch((error: unknown) => console.error(error))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
