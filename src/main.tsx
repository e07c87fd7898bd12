import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_BASENAME, App } from './App.tsx';
import { prefetchFirstScreen } from './bootPrefetch.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

prefetchFirstScreen(ADMIN_BASENAME);

createRoot(container).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
