import '@/shared/i18n/admin-texts.ts';
import { useQuery } from '@tanstack/react-query';
import type { RoleRow } from '@zj/contract';
import { Button, Card, Col, Flex, Form, Input, Row, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { feedback } from '@/shared/api/feedback.ts';
import { getAuthRole, saveAuthRole } from '../api/auth-role.ts';

/** /system/user-auth/role/:userId — 分配角色: the user and the roles to grant. */
export default function UserAuthRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const { data, isFetching } = useQuery({
    queryKey: ['system', 'user', 'authRole', userId],
    queryFn: () => getAuthRole(userId),
    enabled: Number.isInteger(userId) && userId > 0,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setSelected(data.roles.filter((role) => role.flag).map((role) => role.roleId));
  }, [data]);

  const back = () => navigate('/system/user');
  const submit = async () => {
    setSaving(true);
    try {
      await saveAuthRole(userId, selected);
      feedback().success(t('adm.authOk'));
      back();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="user-auth-role-page">
      <Card title={t('adm.user.basicInfo')} size="small">
        <Form layout="inline">
          <Row gutter={16} style={{ width: '100%' }}>
            <Col span={8}>
              <Form.Item label={t('adm.user.nickName')}>
                <Input disabled value={data?.user.nickName ?? ''} data-testid="auth-role-nickName" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t('adm.user.userName')}>
                <Input disabled value={data?.user.userName ?? ''} data-testid="auth-role-userName" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title={t('adm.user.roleInfo')} size="small">
        <Table<RoleRow>
          data-testid="auth-role-table"
          rowKey="roleId"
          size="middle"
          loading={isFetching}
          dataSource={data?.roles ?? []}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (role) => ({ disabled: role.status === '1' }),
          }}
          onRow={(role) => ({ 'data-testid': `auth-role-row-${role.roleId}` }) as object}
          columns={[
            { title: '#', key: 'index', width: 60, render: (_, __, index) => index + 1 },
            { title: t('adm.role.id'), dataIndex: 'roleId', width: 100 },
            { title: t('adm.role.name'), dataIndex: 'roleName' },
            { title: t('adm.role.key'), dataIndex: 'roleKey' },
            { title: t('common.createTime'), dataIndex: 'createTime', width: 180 },
          ]}
        />
        <Flex justify="center" gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" loading={saving} onClick={submit} disabled={!data} data-testid="auth-role-submit">
            {t('adm.submit')}
          </Button>
          <Button onClick={back} data-testid="auth-role-back">
            {t('adm.back')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
