// Global styles first so feature stylesheets (imported by routes) can override them.
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { Splash } from './app/splash';
import { startAmbientMotionOnEngagement } from './lib/ambient-motion';

startAmbientMotionOnEngagement();

// A transition makes the first render interruptible (it yields to the browser instead of
// one long task), which keeps Total Blocking Time low on slow phones.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
      <Splash />
    </StrictMode>,
  );
});
