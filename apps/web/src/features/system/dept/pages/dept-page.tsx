import '../../../../shared/i18n/admin-texts.ts';
import { PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type DeptQuery, DICT_TYPES, PERMS } from '@zj/contract';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/index.ts';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { deleteDept } from '../api/delete-dept.ts';
import { useDepts } from '../api/get-depts.ts';
import { type DeptDialogTarget, DeptFormDialog } from '../components/dept-form-dialog.tsx';
import { DeptTable } from '../components/dept-table.tsx';
import { type DeptNode, parentIds, toDeptTree } from '../components/dept-tree.ts';

/** system/dept/index — 企业管理 (departments). */
export default function DeptPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DeptQuery>();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [query, setQuery] = useState<DeptQuery>({});
  const { data, isFetching } = useDepts(query);
  const tree = useMemo(() => toDeptTree(data ?? []), [data]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [expandAll, setExpandAll] = useState(true);
  const [target, setTarget] = useState<DeptDialogTarget | null>(null);

  useEffect(() => {
    setExpanded(expandAll ? parentIds(tree) : []);
  }, [tree, expandAll]);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'dept'] });
  const remove = (row: DeptNode) =>
    feedback().confirm({
      title: t('adm.confirmTitle'),
      content: t('adm.confirmDelete', { what: `"${row.deptName}"` }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteDept(row.deptId);
        feedback().success(t('adm.deleteOk'));
        await reload();
      },
    });

  return (
    <div style={{ padding: 16 }} data-testid="dept-page">
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => setQuery({ ...values })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="deptName" label={t('adm.dept.name')}>
          <Input data-testid="dept-search-name" allowClear placeholder={t('adm.dept.search')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('adm.status')}>
          <DictSelect
            data-testid="dept-search-status"
            placeholder={t('adm.select')}
            style={{ width: 200 }}
            options={dicts[DICT_TYPES.normalDisable]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="dept-search-submit">
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
      <Space style={{ marginBottom: 8 }}>
        <Permission perms={[PERMS.system.dept.add]}>
          <Button
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => setTarget({ mode: 'add' })}
            data-testid="dept-add"
          >
            {t('adm.add')}
          </Button>
        </Permission>
        <Button
          icon={<SortAscendingOutlined />}
          onClick={() => setExpandAll((value) => !value)}
          data-testid="dept-expand-toggle"
        >
          {t('adm.expandCollapse')}
        </Button>
      </Space>
      <DeptTable
        tree={tree}
        loading={isFetching}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onAdd={(row) => setTarget({ mode: 'add', parentId: row.deptId })}
        onEdit={(row) => setTarget({ mode: 'edit', deptId: row.deptId })}
        onDelete={remove}
      />
      <DeptFormDialog
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
