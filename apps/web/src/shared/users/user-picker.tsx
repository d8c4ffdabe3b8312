import { SearchOutlined } from '@ant-design/icons';
import type { UserPick } from '@zj/contract';
import { Button, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserPickQuery, useUserPicks } from './get-user-picks.ts';
import './user-picker-texts.ts';

const PICK_PAGE = 10;

export interface UserPickerProps {
  /** Only users not yet members of this project (inviting members); all enabled users without it. */
  inviteTo?: number;
  open: boolean;
  selected: number[];
  onChange: (userIds: number[]) => void;
  /** One user (radio) or several (checkboxes, the default). */
  single?: boolean;
  /** Test-id prefix: `${prefix}-picker`, `${prefix}-picker-name`, `${prefix}-picker-search`, `${prefix}-pick-${userId}`. */
  prefix: string;
}

/**
 * Enabled users to choose (GET /system/user/userlist: the directory's users the caller may see,
 * optionally those not yet members of a project). That call answers pages without a total, so
 * the picker pages with 上一页 / 下一页; a short page is the last one.
 */
export function UserPicker({ inviteTo, open, selected, onChange, single = false, prefix }: UserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Omit<UserPickQuery, 'inviteTo'>>({ pageNum: 1, pageSize: PICK_PAGE });
  const query = inviteTo === undefined ? search : { ...search, inviteTo };
  const users = useUserPicks(query, open);
  const rows = users.data?.rows ?? [];
  const go = (pageNum: number) => setSearch((current) => ({ ...current, pageNum }));
  return (
    <div data-testid={`${prefix}-picker`}>
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
            placeholder={t('userPick.userName')}
            aria-label={t('userPick.userName')}
            style={{ width: 150 }}
            data-testid={`${prefix}-picker-name`}
          />
        </Form.Item>
        <Form.Item name="nickName">
          <Input
            allowClear
            placeholder={t('userPick.nickName')}
            aria-label={t('userPick.nickName')}
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<SearchOutlined />} data-testid={`${prefix}-picker-search`}>
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
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'userName', title: t('userPick.userName'), dataIndex: 'userName' },
          { key: 'nickName', title: t('userPick.nickName'), dataIndex: 'nickName' },
          { key: 'deptName', title: t('userPick.dept'), dataIndex: 'deptName' },
        ]}
        rowSelection={{
          type: single ? 'radio' : 'checkbox',
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(Number)),
        }}
        onRow={(row) => ({ 'data-testid': `${prefix}-pick-${row.userId}` }) as never}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('userPick.picked', { n: selected.length })}</Typography.Text>
        <Flex gap={8}>
          <Button size="small" disabled={query.pageNum <= 1} onClick={() => go(query.pageNum - 1)}>
            {t('userPick.prev')}
          </Button>
          <Button size="small" disabled={rows.length < PICK_PAGE} onClick={() => go(query.pageNum + 1)}>
            {t('userPick.next')}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
