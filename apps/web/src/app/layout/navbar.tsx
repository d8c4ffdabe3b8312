import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { APP_TITLE } from '@zj/contract';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageBell } from '@/features/messages/components/message-bell.tsx';
import { useApp } from '@/shared/store/app-store.ts';
import { useSettings } from '@/shared/store/settings-store.ts';
import { NAVBAR_HEIGHT } from '@/shared/ui/header-size.ts';
import { LangSwitch } from '@/shared/ui/lang-switch.tsx';
import { PROBLEM_TRACKING_PATH } from '../navigation/decide-navigation.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HeaderSearch } from './header-search.tsx';
import { ScreenfullButton } from './screenfull-button.tsx';
import { SizeSelect } from './size-select.tsx';
import { TopMenu } from './top-menu.tsx';
import { useLayoutRoutes } from './use-layout-routes.ts';
import { UserDropdown } from './user-dropdown.tsx';

/** The header: hamburger, breadcrumbs, top menu and the right-hand tools. */
export function Navbar({ withSideMenu }: { withSideMenu: boolean }) {
  const { t } = useTranslation();
  const opened = useApp((state) => state.sidebarOpened);
  const toggle = useApp((state) => state.toggleSidebar);
  const topNav = useSettings((state) => state.topNav);
  const mobile = useApp((state) => state.device === 'mobile');
  const { reachable } = useLayoutRoutes();
  return (
    <Flex align="center" style={{ height: NAVBAR_HEIGHT, padding: '0 8px', gap: 8 }}>
      {withSideMenu ? (
        <Button
          type="text"
          aria-label={t('layout.toggleSidebar')}
          aria-expanded={opened}
          data-testid="hamburger"
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggle}
        />
      ) : (
        <strong
          style={{ whiteSpace: 'nowrap', fontSize: 16, margin: '0 8px', display: mobile ? 'none' : undefined }}
          data-testid="app-title"
        >
          {APP_TITLE}
        </strong>
      )}
      {!mobile && (
        <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <Breadcrumbs />
        </div>
      )}
      {topNav ? <TopMenu compact={mobile} /> : mobile && <div style={{ flex: 1 }} />}
      <HeaderSearch />
      {!mobile && <ScreenfullButton />}
      {!mobile && <SizeSelect />}
      <MessageBell problemTrackingPath={reachable(PROBLEM_TRACKING_PATH) ? PROBLEM_TRACKING_PATH : null} />
      <LangSwitch />
      <UserDropdown />
    </Flex>
  );
}
