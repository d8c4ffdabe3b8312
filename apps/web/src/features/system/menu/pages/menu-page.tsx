import '../../../../shared/i18n/admin-texts.ts';
import { DeleteOutlined, EditOutlined, PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DICT_TYPES, type MenuQuery, PERMS } from '@zj/contract';
import { Button, Flex, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../../app/layout/menu-icon.tsx';
import { Permission } from '../../../../shared/access/index.ts';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { DictTag } from '../../../../shared/ui/dict/dict-tag.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { useMenus } from '../api/get-menus.ts';
import { deleteMenu } from '../api/save-menu.ts';
import { type MenuDialogTarget, MenuFormDialog } from '../components/menu-form-dialog.tsx';
import { type MenuNode, menuBranchIds, toMenuTree } from '../components/menu-tree.ts';

const P = PERMS.system.menu;

/** system/menu/index — 菜单管理. */
export default function MenuPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MenuQuery>();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [query, setQuery] = useState<MenuQuery>({});
  const [showSearch, setShowSearch] = useState(true);
  const { data, isFetching } = useMenus(query);
  const tree = useMemo(() => toMenuTree(data ?? []), [data]);
  const [expandAll, setExpandAll] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [target, setTarget] = useState<MenuDialogTarget | null>(null);
  useEffect(() => {
    setExpanded(expandAll ? menuBranchIds(tree) : []);
  }, [tree, expandAll]);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'menu'] });
  const remove = (row: MenuNode) =>
    feedback().confirm({
      title: t('adm.confirmTitle'),
      content: t('adm.confirmDelete', { what: `"${row.menuName}"` }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteMenu(row.menuId);
        feedback().success(t('adm.deleteOk'));
        await reload();
      },
    });

  const columns: ColumnsType<MenuNode> = [
    { title: t('adm.menu.name'), dataIndex: 'menuName', width: 220, ellipsis: true },
    {
      title: t('adm.menu.icon'),
      dataIndex: 'icon',
      width: 80,
      align: 'center',
      render: (icon: string) => (icon && icon !== '#' ? <MenuIcon name={icon} /> : null),
    },
    { title: t('adm.orderNum'), dataIndex: 'orderNum', width: 80 },
    { title: t('adm.menu.perms'), dataIndex: 'perms', ellipsis: true },
    { title: t('adm.menu.component'), dataIndex: 'component', ellipsis: true },
    {
      title: t('adm.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <DictTag options={dicts[DICT_TYPES.normalDisable]} value={status} />,
    },
    { title: t('adm.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('adm.operation'),
      key: 'actions',
      width: 230,
      align: 'center',
      render: (_, row) => (
        <Space size={0}>
          <Permission perms={[P.edit]}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setTarget({ mode: 'edit', menuId: row.menuId })}
              data-testid={`menu-edit-${row.menuId}`}
            >
              {t('adm.edit')}
            </Button>
          </Permission>
          <Permission perms={[P.add]}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: 'add', parentId: row.menuId })}
              data-testid={`menu-add-${row.menuId}`}
            >
              {t('adm.add')}
            </Button>
          </Permission>
          <Permission perms={[P.remove]}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove(row)}
              data-testid={`menu-delete-${row.menuId}`}
            >
              {t('adm.delete')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <div style={{ padding: 16 }} data-testid="menu-page">
      {showSearch && (
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => setQuery({ ...values })}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item name="menuName" label={t('adm.menu.name')}>
            <Input data-testid="menu-search-name" allowClear placeholder={t('adm.input')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('adm.status')}>
            <DictSelect
              data-testid="menu-search-status"
              options={dicts[DICT_TYPES.normalDisable]}
              placeholder={t('adm.select')}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="menu-search-submit">
                {t('adm.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setQuery({});
                }}
              >
                {t('adm.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <Flex justify="space-between" style={{ marginBottom: 8 }} wrap gap={8}>
        <Space>
          <Permission perms={[P.add]}>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: 'add' })}
              data-testid="menu-add"
            >
              {t('adm.add')}
            </Button>
          </Permission>
          <Button
            icon={<SortAscendingOutlined />}
            onClick={() => setExpandAll((value) => !value)}
            data-testid="menu-expand-toggle"
          >
            {t('adm.expandCollapse')}
          </Button>
        </Space>
        <RightToolbar showSearch={showSearch} onToggleSearch={setShowSearch} onRefresh={() => void reload()} />
      </Flex>
      <Table<MenuNode>
        data-testid="menu-table"
        rowKey="menuId"
        columns={columns}
        dataSource={tree}
        loading={isFetching}
        pagination={false}
        size="middle"
        scroll={{ x: 1100 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)) }}
        onRow={(row) => ({ 'data-testid': `menu-row-${row.menuId}` }) as object}
      />
      <MenuFormDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          feedback().success(t(target?.mode === 'edit' ? 'adm.editOk' : 'adm.addOk'));
          setTarget(null);
          void reload();
        }}
      />
    </div>
  );
}
