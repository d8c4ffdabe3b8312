import { QueryClientProvider } from '@tanstack/react-query';
import { menuTitleEn, SIDEBAR_WIDTH } from '@zj/contract';
import { Drawer, Layout } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registerMenuTitles } from '@/shared/i18n/menu-title.ts';
import { useRealtime } from '@/shared/realtime/use-realtime.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useSettings } from '@/shared/store/settings-store.ts';
import { preloadFeedback } from '@/shared/ui/feedback-root.tsx';
import { queryClient } from '../query-client.ts';
import { AppMain } from './app-main.tsx';
import { Navbar } from './navbar.tsx';
import { PasswordChangeGate } from './password-change-gate.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import { SideMenu } from './side-menu.tsx';
import { TagsView } from './tags-view/tags-view.tsx';
import { useDevice } from './use-device.ts';
import { hidesSideMenu } from './use-layout-routes.ts';

const COLLAPSED_WIDTH = 54;

// English titles of the seeded menus travel with the layout chunk, not with the login page.
registerMenuTitles(menuTitleEn);

/**
 * The layout of every logged-in page; while the password must be changed first, only the
 * change-password dialog (no page, menu or realtime line: the server refuses their calls).
 */
export default function AppLayout() {
  const passwordChange = useSession((state) => state.passwordChange);
  return passwordChange ? <PasswordChangeGate reason={passwordChange} /> : <LayoutShell />;
}

/** The layout shell: menus, header, tabs and the page. */
function LayoutShell() {
  useDevice();
  useEffect(preloadFeedback, []);
  // The realtime line lives as long as the logged-in layout (spec 02 §4); its notices render here.
  const realtimeHolder = useRealtime();
  const { i18n } = useTranslation();
  // Dates follow the language (dayjs stays off the login page).
  dayjs.locale(i18n.language === 'en' ? 'en' : 'zh-cn');
  const { pathname } = useLocation();
  const device = useApp((state) => state.device);
  const opened = useApp((state) => state.sidebarOpened);
  const closeSidebar = useApp((state) => state.closeSidebar);
  const { sideTheme, tagsView, fixedHeader } = useSettings();
  const withSideMenu = !hidesSideMenu(pathname);
  const dark = sideTheme === 'theme-dark';
  const siderBackground = dark ? '#304156' : '#fff';

  let side = null;
  if (withSideMenu && device === 'mobile') {
    side = (
      <Drawer
        placement="left"
        open={opened}
        onClose={closeSidebar}
        size={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: siderBackground } }}
      >
        <SideMenu collapsed={false} />
      </Drawer>
    );
  } else if (withSideMenu) {
    side = (
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={COLLAPSED_WIDTH}
        collapsed={!opened}
        trigger={null}
        theme={dark ? 'dark' : 'light'}
        style={{ background: siderBackground, height: '100vh', position: 'sticky', top: 0, overflow: 'auto' }}
      >
        <SideMenu collapsed={!opened} />
      </Layout.Sider>
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <Layout style={{ minHeight: '100vh' }} data-testid="app-layout">
        {side}
        <Layout style={{ minWidth: 0 }}>
          <header
            style={{
              background: '#fff',
              boxShadow: '0 1px 4px rgba(0,21,41,.08)',
              ...(fixedHeader ? { position: 'sticky', top: 0, zIndex: 20 } : {}),
            }}
          >
            <Navbar withSideMenu={withSideMenu} />
            {tagsView && <TagsView />}
          </header>
          <Layout.Content style={{ minWidth: 0, background: '#f0f2f5' }}>
            <AppMain />
          </Layout.Content>
        </Layout>
        <SettingsDrawer />
        {realtimeHolder}
      </Layout>
    </QueryClientProvider>
  );
}
