import type { UserPick } from '@zj/contract';
import { Button, Flex, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPicks } from '@/shared/users/get-user-picks.ts';
import { UserPicker } from '@/shared/users/user-picker.tsx';

const label = (user: UserPick) => `${user.nickName} (${user.userName})`;

interface UserSelectProps {
  value: number[];
  onChange: (userIds: number[]) => void;
  single?: boolean;
  testId: string;
}

/**
 * Users by name (GET /system/user/userlist through the shared picker's query); users whose
 * status is not 0 are shown disabled. The full picker (search, pages) opens from the button.
 */
export function UserSelect({ value, onChange, single, testId }: UserSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<number[]>(value);
  const users = useUserPicks({ nickName: search || undefined, pageNum: 1, pageSize: 20 }, true);
  const rows = users.data?.rows ?? [];
  const known = new Set(rows.map((user) => user.userId));
  const options = [
    ...rows.map((user) => ({
      value: user.userId,
      label: user.status === '0' ? label(user) : t('panel.task.userDisabled', { name: label(user) }),
      disabled: user.status !== '0',
    })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}`, disabled: false })),
  ];
  return (
    <Flex gap={4}>
      <Select<number | number[]>
        style={{ flex: 1, minWidth: 0 }}
        mode={single ? undefined : 'multiple'}
        allowClear
        showSearch={{ filterOption: false, onSearch: setSearch }}
        value={single ? value[0] : value}
        options={options}
        onChange={(next) => onChange(next === undefined || next === null ? [] : Array.isArray(next) ? next : [next])}
        data-testid={testId}
        aria-label={t('panel.task.pickUsers')}
      />
      <Button
        size="small"
        onClick={() => {
          setPicked(value);
          setPicking(true);
        }}
        data-testid={`${testId}-open`}
      >
        {t(single ? 'panel.task.pickUser' : 'panel.task.pickUsers')}
      </Button>
      <Modal
        open={picking}
        width={640}
        title={t(single ? 'panel.task.pickUser' : 'panel.task.pickUsers')}
        okText={t('panel.common.save')}
        cancelText={t('panel.common.cancel')}
        onCancel={() => setPicking(false)}
        onOk={() => {
          onChange(picked);
          setPicking(false);
        }}
        destroyOnHidden
      >
        <UserPicker open={picking} selected={picked} onChange={setPicked} single={single} prefix={testId} />
      </Modal>
    </Flex>
  );
}
