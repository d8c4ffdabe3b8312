import './app/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './shared/i18n/index.ts';
import './app/global.css';
import { installUnloadPrompt, reloadAt } from './app/navigation/unload-guard.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { setSessionExpiredHandler } from './shared/api/request.ts';
import { useSession } from './shared/store/session-store.ts';

installUnloadPrompt();

// 401 dialog → 重新登录: end the session and start again at the login page.
setSessionExpiredHandler(() => {
  void useSession
    .getState()
    .logout()
    .then(() => reloadAt(window.location.hash.slice(1) || '/index'));
});

let router: ReturnType<typeof createAppRouter> | null = null;

function AppRouter() {
  // Created on the first render, after the feedback bridge rendered, so guard errors reach antd's
  // message; once per page: StrictMode's second render must not make a router that the server
  // routes are patched into while the first one is shown.
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
