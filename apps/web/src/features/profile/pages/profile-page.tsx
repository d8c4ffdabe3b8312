import '@/shared/i18n/admin-texts.ts';
import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile.ts';
import { BasicInfoForm } from '../components/basic-info-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileCard } from '../components/profile-card.tsx';

/** /user/profile — 个人中心. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data, refetch } = useProfile();
  const reload = () => void refetch();
  return (
    // The padding outside the row: the gutter's negative side margins stay inside it (no sideways scroll).
    <div style={{ padding: 16 }} data-testid="profile-page">
      <Row gutter={16}>
        <Col xs={24} md={8} lg={6}>
          {data && <ProfileCard profile={data} onChanged={reload} />}
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Card title={t('adm.profile.basic')}>
            <Tabs
              items={[
                {
                  key: 'basic',
                  label: <span data-testid="profile-tab-basic">{t('adm.profile.basic')}</span>,
                  children: data ? <BasicInfoForm user={data.data} onSaved={reload} /> : null,
                },
                {
                  key: 'password',
                  label: <span data-testid="profile-tab-password">{t('adm.profile.password')}</span>,
                  children: <PasswordForm />,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
