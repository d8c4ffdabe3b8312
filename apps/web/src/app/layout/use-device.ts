import { MOBILE_BREAKPOINT } from '@zj/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '@/shared/store/app-store.ts';

export const isMobileWidth = () => document.body.getBoundingClientRect().width - 1 < MOBILE_BREAKPOINT;

/** Mobile below 992 px; on mobile the sidebar closes on resize and on route change. */
export function useDevice() {
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const mobile = isMobileWidth();
      const app = useApp.getState();
      app.setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) app.closeSidebar();
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  useEffect(() => {
    const app = useApp.getState();
    if (app.device === 'mobile' && app.sidebarOpened && pathname) app.closeSidebar();
  }, [pathname]);
}
