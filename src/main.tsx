// First: starts the first screen's requests before the modules below are evaluated.
import './earlyBoot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
