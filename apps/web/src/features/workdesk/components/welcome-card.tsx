import type { SessionUser } from '@zj/contract';
import { Avatar, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The logged-in user's own data. */
export function WelcomeCard({ user, roles }: { user: SessionUser; roles: string[] }) {
  const { t } = useTranslation();
  const roleNames = user.roles.length > 0 ? user.roles.map((role) => role.roleName) : roles;
  return (
    <Card data-testid="welcome-card">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
        <Avatar size={56} src={user.avatar || undefined} style={{ background: '#409EFF', flex: 'none' }}>
          {(user.nickName || user.userName).slice(0, 1)}
        </Avatar>
        <h2 style={{ margin: 0, fontSize: 20 }}>{t('workdesk.welcome', { name: user.nickName || user.userName })}</h2>
      </div>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={t('workdesk.userName')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('workdesk.dept')}>{user.dept?.deptName ?? t('workdesk.none')}</Descriptions.Item>
        <Descriptions.Item label={t('workdesk.roles')}>
          {roleNames.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('workdesk.lastLoginIp')}>{user.loginIp || t('workdesk.none')}</Descriptions.Item>
        <Descriptions.Item label={t('workdesk.lastLoginTime')}>
          {user.loginDate ?? t('workdesk.none')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
