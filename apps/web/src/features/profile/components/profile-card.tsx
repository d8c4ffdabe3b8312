import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileAnswer } from '../api/get-profile.ts';
import { AvatarCropper } from './avatar-cropper.tsx';

/** 个人信息: avatar and the caller's account facts. */
export function ProfileCard({ profile, onChanged }: { profile: ProfileAnswer; onChanged: () => void }) {
  const { t } = useTranslation();
  const user = profile.data;
  return (
    <Card title={t('adm.profile.info')} data-testid="profile-card">
      <Flex justify="center" style={{ marginBottom: 16 }}>
        <AvatarCropper avatar={user.avatar} onUploaded={onChanged} />
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('adm.profile.userName')}>
          <span data-testid="profile-userName">{user.userName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('adm.profile.phone')}>{user.phonenumber}</Descriptions.Item>
        <Descriptions.Item label={t('adm.profile.email')}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={t('adm.profile.dept')}>
          <span data-testid="profile-dept">{user.dept ? user.dept.deptName : ''}</span>
          {profile.postGroup ? ` / ${profile.postGroup}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('adm.profile.roles')}>
          <span data-testid="profile-roles">{profile.roleGroup}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('adm.profile.createTime')}>{user.createTime}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
