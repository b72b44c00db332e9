import { getPreference, loadLocale } from '@newsdesk/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { takeTokenFromUrl } from './data/clients';

// A token handed over as `?code=` is stored and removed from the address bar before anything renders.
takeTokenFromUrl();

// The stored language's messages (one small chunk, app/coreMessages.ts) before the first render,
// so no frame shows a key. Offline, the console still starts; the messages come with a reload.
// A promise, not a top-level await: a chunk with a top-level await cannot hold the modules the
// lazy screens share, and the build would split them into a dozen more files.
void loadLocale(getPreference('locale'))
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
