// First: starts the first screen's requests before the modules below are evaluated.
import './earlyBoot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { reloadOnNewBuild } from './reloadOnNewBuild.ts';

reloadOnNewBuild(window, {
  reload: () => window.location.reload(),
  // Read at each use: a browser with storage disabled throws on access.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  },
  now: Date.now,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
