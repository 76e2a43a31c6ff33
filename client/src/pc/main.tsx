import './pc.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PcPage } from './pc-page.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('pc.html has no #root');
createRoot(container).render(
  <StrictMode>
    <PcPage />
  </StrictMode>,
);
