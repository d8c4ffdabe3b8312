import { MOBILE_BREAKPOINT } from '@zj/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '@/shared/store/app-store.ts';

export const isMobileWidth = () => document.body.getBoundingClientRect().width - 1 < MOBILE_BREAKPOINT;

/**
 * Mobile below 992 px; on mobile the sidebar closes on resize and on route change. A resize is
 * the window's width changing: the resize event the app announces 300 ms after a sidebar toggle
 * (so charts re-measure), or a phone's address bar sliding away, leaves the width alone and must
 * not close the sidebar the user just opened.
 */
export function useDevice() {
  const { pathname } = useLocation();
  useEffect(() => {
    let width = window.innerWidth;
    const update = () => {
      const mobile = isMobileWidth();
      const app = useApp.getState();
      app.setDevice(mobile ? 'mobile' : 'desktop');
      return mobile;
    };
    if (update()) useApp.getState().closeSidebar();
    const onResize = () => {
      const resized = window.innerWidth !== width;
      width = window.innerWidth;
      if (update() && resized) useApp.getState().closeSidebar();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => {
    const app = useApp.getState();
    if (app.device === 'mobile' && app.sidebarOpened && pathname) app.closeSidebar();
  }, [pathname]);
}
