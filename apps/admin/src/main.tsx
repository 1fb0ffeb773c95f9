import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import './styles.css';

// zod probes for `new Function` to compile faster validators; the policy forbids eval, so it
// would only log a violation. Without the probe zod validates the same way, interpreted.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
