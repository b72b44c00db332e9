import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { takeTokenFromUrl } from './data/clients';

// A token handed over as `?code=` is stored and removed from the address bar before anything renders.
takeTokenFromUrl();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
