import '../../../../shared/i18n/admin-texts.ts';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DoubleRightOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, DICT_TYPES, PERMS, type RoleRow } from '@zj/contract';
import { Button, DatePicker, Dropdown, Flex, Form, Input, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission, useAccess } from '../../../../shared/access/index.ts';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { changeRoleStatus } from '../api/change-role-status.ts';
import { deleteRoles } from '../api/delete-roles.ts';
import { exportRoles } from '../api/export-roles.ts';
import { useRoles } from '../api/get-roles.ts';
import { DataScopeDialog } from '../components/data-scope-dialog.tsx';
import { type RoleDialogTarget, RoleFormDialog } from '../components/role-form-dialog.tsx';

const P = PERMS.system.role;
type Filters = Record<string, string | undefined>;

function toFilters(values: {
  roleName?: string;
  roleKey?: string;
  status?: string;
  range?: [Dayjs, Dayjs] | null;
}): Filters {
  const filters: Filters = {};
  if (values.roleName?.trim()) filters.roleName = values.roleName.trim();
  if (values.roleKey?.trim()) filters.roleKey = values.roleKey.trim();
  if (values.status) filters.status = values.status;
  if (values.range?.[0] && values.range[1]) {
    filters['params[beginTime]'] = values.range[0].format('YYYY-MM-DD');
    filters['params[endTime]'] = values.range[1].format('YYYY-MM-DD');
  }
  return filters;
}

/** system/role/index — 角色管理. */
export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<Filters>({});
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<RoleDialogTarget | null>(null);
  const [scoping, setScoping] = useState<RoleRow | null>(null);
  const query = useMemo(() => ({ ...filters, ...page }), [filters, page]);
  const { data, isFetching } = useRoles(query);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'role'] });
  const search = (next: Filters) => {
    setFilters(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const remove = (ids: number[]) =>
    feedback().confirm({
      title: t('adm.confirmTitle'),
      content: t('adm.confirmDelete', { what: `"${ids.join(',')}"` }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteRoles(ids);
        setSelected([]);
        feedback().success(t('adm.deleteOk'));
        await reload();
      },
    });
  const toggleStatus = (row: RoleRow, enable: boolean) =>
    feedback().confirm({
      title: t('adm.confirmTitle'),
      content: t('adm.confirmStatus', { action: t(enable ? 'adm.enable' : 'adm.disable'), name: row.roleName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await changeRoleStatus(row.roleId, enable ? '0' : '1');
        feedback().success(t('adm.editOk'));
        await reload();
      },
    });

  const columns: ColumnsType<RoleRow> = [
    { title: t('adm.role.id'), dataIndex: 'roleId', width: 100 },
    { title: t('adm.role.name'), dataIndex: 'roleName', ellipsis: true },
    { title: t('adm.role.key'), dataIndex: 'roleKey', ellipsis: true },
    { title: t('adm.role.sort'), dataIndex: 'roleSort', width: 100 },
    {
      title: t('adm.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (status: string, row) => (
        <Switch
          size="small"
          checked={status === '0'}
          disabled={row.admin || !access.hasPermi([P.edit])}
          onChange={(checked) => toggleStatus(row, checked)}
          data-testid={`role-status-${row.roleId}`}
        />
      ),
    },
    { title: t('adm.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('adm.operation'),
      key: 'actions',
      width: 220,
      align: 'center',
      fixed: 'right',
      render: (_, row) =>
        row.admin ? null : (
          <Space size={0}>
            <Permission perms={[P.edit]}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setTarget({ mode: 'edit', roleId: row.roleId })}
                data-testid={`role-edit-${row.roleId}`}
              >
                {t('adm.edit')}
              </Button>
            </Permission>
            <Permission perms={[P.remove]}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove([row.roleId])}
                data-testid={`role-delete-${row.roleId}`}
              >
                {t('adm.delete')}
              </Button>
            </Permission>
            <Permission perms={[P.edit]}>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    {
                      key: 'dataScope',
                      icon: <CheckCircleOutlined />,
                      label: <span data-testid={`role-data-scope-${row.roleId}`}>{t('adm.role.dataScope')}</span>,
                    },
                    {
                      key: 'authUser',
                      icon: <UserOutlined />,
                      label: <span data-testid={`role-auth-user-${row.roleId}`}>{t('adm.role.authUser')}</span>,
                    },
                  ],
                  onClick: ({ key }) =>
                    key === 'dataScope' ? setScoping(row) : navigate(`/system/role-auth/user/${row.roleId}`),
                }}
              >
                <Button type="link" size="small" icon={<DoubleRightOutlined />} data-testid={`role-more-${row.roleId}`}>
                  {t('adm.more')}
                </Button>
              </Dropdown>
            </Permission>
          </Space>
        ),
    },
  ];
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    <div style={{ padding: 16 }} data-testid="role-page">
      {showSearch && (
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => search(toFilters(values))}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item name="roleName" label={t('adm.role.name')}>
            <Input data-testid="role-search-name" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="roleKey" label={t('adm.role.key')}>
            <Input data-testid="role-search-key" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="status" label={t('adm.status')}>
            <DictSelect
              data-testid="role-search-status"
              options={dicts[DICT_TYPES.normalDisable]}
              placeholder={t('adm.select')}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item name="range" label={t('adm.createTime')}>
            <DatePicker.RangePicker placeholder={[t('adm.start'), t('adm.end')]} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="role-search-submit">
                {t('adm.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {t('adm.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <Flex justify="space-between" style={{ marginBottom: 8 }} wrap gap={8}>
        <Space wrap>
          <Permission perms={[P.add]}>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: 'add' })}
              data-testid="role-add"
            >
              {t('adm.add')}
            </Button>
          </Permission>
          <Permission perms={[P.edit]}>
            <Button
              icon={<EditOutlined />}
              disabled={single === undefined}
              onClick={() => single !== undefined && setTarget({ mode: 'edit', roleId: single })}
              data-testid="role-edit-selected"
            >
              {t('adm.edit')}
            </Button>
          </Permission>
          <Permission perms={[P.remove]}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => remove(selected)}
              data-testid="role-delete-selected"
            >
              {t('adm.delete')}
            </Button>
          </Permission>
          <Permission perms={[P.export]}>
            <Button icon={<DownloadOutlined />} onClick={() => void exportRoles(filters)} data-testid="role-export">
              {t('adm.export')}
            </Button>
          </Permission>
        </Space>
        <RightToolbar showSearch={showSearch} onToggleSearch={setShowSearch} onRefresh={() => void reload()} />
      </Flex>
      <Table<RoleRow>
        data-testid="role-table"
        rowKey="roleId"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={false}
        size="middle"
        scroll={{ x: 1000 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: row.admin }),
        }}
        onRow={(row) => ({ 'data-testid': `role-row-${row.roleId}` }) as object}
      />
      <TablePagination
        total={data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <RoleFormDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          feedback().success(t(target?.mode === 'edit' ? 'adm.editOk' : 'adm.addOk'));
          setTarget(null);
          void reload();
        }}
      />
      <DataScopeDialog
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => {
          feedback().success(t('adm.editOk'));
          setScoping(null);
          void reload();
        }}
      />
    </div>
  );
}
