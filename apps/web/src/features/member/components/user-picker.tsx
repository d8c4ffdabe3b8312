import { SearchOutlined } from '@ant-design/icons';
import type { UserPick } from '@zj/contract';
import { Button, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserPickQuery, useUserPicks } from '../api/get-user-picks.ts';

const PICK_PAGE = 10;

/**
 * Enabled users to invite to the project (GET /system/user/userlist?inviteTo: the directory's users
 * not yet its members, for a caller who may add members). That call answers pages without a
 * total, so the picker pages with 上一页 / 下一页; a short page is the last one.
 */
export function UserPicker({
  projectId,
  open,
  selected,
  onChange,
}: {
  projectId: number;
  open: boolean;
  selected: number[];
  onChange: (userIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Omit<UserPickQuery, 'inviteTo'>>({ pageNum: 1, pageSize: PICK_PAGE });
  const query = { ...search, inviteTo: projectId };
  const users = useUserPicks(query, open);
  const rows = users.data?.rows ?? [];
  const go = (pageNum: number) => setSearch((current) => ({ ...current, pageNum }));
  return (
    <div data-testid="member-user-picker">
      <Form
        layout="inline"
        style={{ marginBottom: 8, rowGap: 8 }}
        onFinish={(values: { userName?: string; nickName?: string }) =>
          setSearch({
            userName: values.userName?.trim() || undefined,
            nickName: values.nickName?.trim() || undefined,
            pageNum: 1,
            pageSize: PICK_PAGE,
          })
        }
      >
        <Form.Item name="userName">
          <Input
            allowClear
            placeholder={t('member.user.userName')}
            style={{ width: 150 }}
            data-testid="member-user-picker-name"
          />
        </Form.Item>
        <Form.Item name="nickName">
          <Input allowClear placeholder={t('member.user.nickName')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<SearchOutlined />} data-testid="member-user-picker-search">
            {t('common.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<UserPick>
        rowKey="userId"
        size="small"
        dataSource={rows}
        loading={users.isFetching}
        pagination={false}
        columns={[
          { key: 'userName', title: t('member.user.userName'), dataIndex: 'userName' },
          { key: 'nickName', title: t('member.user.nickName'), dataIndex: 'nickName' },
          { key: 'deptName', title: t('member.user.dept'), dataIndex: 'deptName' },
        ]}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(Number)),
        }}
        onRow={(row) => ({ 'data-testid': `member-user-pick-${row.userId}` }) as never}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('member.user.picked', { n: selected.length })}</Typography.Text>
        <Flex gap={8}>
          <Button size="small" disabled={query.pageNum <= 1} onClick={() => go(query.pageNum - 1)}>
            {t('member.user.prev')}
          </Button>
          <Button size="small" disabled={rows.length < PICK_PAGE} onClick={() => go(query.pageNum + 1)}>
            {t('member.user.next')}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
