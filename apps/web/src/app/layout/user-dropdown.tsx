import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tm } from '@/shared/i18n/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useSettings } from '@/shared/store/settings-store.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { reloadAt } from '../navigation/unload-guard.ts';
import { useLayoutRoutes } from './use-layout-routes.ts';

const PROFILE_PATH = '/user/profile';

/** Avatar menu: 个人中心 (when routed), 布局设置, 退出登录. */
export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const setShowSettings = useSettings((state) => state.setShowSettings);
  const { reachable } = useLayoutRoutes();

  const confirmLogout = () => {
    confirmThen(
      tm('logout.confirm'),
      async () => {
        await logout();
        // A fresh page forgets the previous user's routes; /index then bounces to the login page.
        reloadAt('/index');
      },
      null,
      { title: tm('logout.title') },
    );
  };

  const items: MenuProps['items'] = [
    ...(reachable(PROFILE_PATH)
      ? [
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: <span data-testid="user-menu-profile">{t('layout.profile')}</span>,
          },
        ]
      : []),
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: <span data-testid="user-menu-settings">{t('layout.settings')}</span>,
    },
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="user-menu-logout">{t('layout.logout')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(PROFILE_PATH);
    if (key === 'settings') setShowSettings(true);
    if (key === 'logout') confirmLogout();
  };
  const name = user?.nickName || user?.userName || '';
  const mobile = useApp((state) => state.device === 'mobile');
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button type="text" data-testid="user-menu" aria-label={t('layout.userMenu')} style={{ height: 40 }}>
        <Avatar size={28} src={user?.avatar || undefined} style={{ background: '#409EFF' }}>
          {name.slice(0, 1)}
        </Avatar>
        {!mobile && <span style={{ maxWidth: 100, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
