import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsolePage } from './console-page.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('console.html has no #root');
createRoot(container).render(
  <StrictMode>
    <ConsolePage />
  </StrictMode>,
);
