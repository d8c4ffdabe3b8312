import { DICT_TYPES, PERMS } from '@zj/contract';
import { Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { useColumnSettings } from '../../../../shared/ui/use-column-settings.ts';
import { confirmDelete } from '../../common/confirm.ts';
import { ListActions } from '../../common/list-actions.tsx';
import { SearchForm } from '../../common/search-form.tsx';
import { useListParams } from '../../common/use-list-params.ts';
import '../../common/system-texts.ts';
import { useDeleteNotices } from '../api/delete-notices.ts';
import { type NoticeFilters, useNotices } from '../api/get-notices.ts';
import { NoticeDetailDialog } from '../components/notice-detail-dialog.tsx';
import { NoticeFormDialog } from '../components/notice-form-dialog.tsx';
import { NOTICE_COLUMNS, NOTICE_LABELS, NoticeTable } from '../components/notice-table.tsx';

/** 通知公告 (menu component system/notice/index). */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.noticeType, DICT_TYPES.noticeStatus);
  const typeOptions = dicts[DICT_TYPES.noticeType];
  const statusOptions = dicts[DICT_TYPES.noticeStatus];
  const list = useListParams<NoticeFilters>({});
  const notices = useNotices(list.query);
  const remove = useDeleteNotices();
  const columns = useColumnSettings('system-notice', NOTICE_COLUMNS);
  const [form] = Form.useForm<NoticeFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [viewing, setViewing] = useState<number | null>(null);

  const askDelete = (ids: number[]) =>
    confirmDelete(t('sys.notice.id'), ids, async () => {
      await remove.mutateAsync(ids);
      setSelected([]);
    });
  const labels = Object.fromEntries(NOTICE_COLUMNS.map((key) => [key, t(NOTICE_LABELS[key])]));

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="notice-page">
      {showSearch && (
        <SearchForm<NoticeFilters> prefix="notice" form={form} onSearch={list.search} onReset={list.reset}>
          <Form.Item name="noticeTitle" label={t('sys.notice.title')}>
            <Input allowClear placeholder={t('sys.enter', { field: t('sys.notice.title') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="createBy" label={t('sys.notice.operator')}>
            <Input
              allowClear
              placeholder={t('sys.enter', { field: t('sys.notice.operator') })}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="noticeType" label={t('sys.notice.type')}>
            <DictSelect options={typeOptions} placeholder={t('sys.notice.type')} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      )}
      <ListActions
        prefix="notice"
        perms={PERMS.system.notice}
        selected={selected}
        onAdd={() => setEditing(null)}
        onEdit={() => setEditing(selected[0])}
        onDelete={() => askDelete(selected)}
        toolbar={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void notices.refetch()}
            columns={{ settings: columns.settings, labels, onChange: columns.update }}
          />
        }
      />
      <NoticeTable
        rows={notices.data?.rows ?? []}
        loading={notices.isFetching}
        typeOptions={typeOptions}
        statusOptions={statusOptions}
        isVisible={columns.isVisible}
        selected={selected}
        onSelect={setSelected}
        onView={(row) => setViewing(row.noticeId)}
        onEdit={(row) => setEditing(row.noticeId)}
        onDelete={(row) => askDelete([row.noticeId])}
      />
      <TablePagination
        total={notices.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <NoticeFormDialog
        noticeId={editing}
        typeOptions={typeOptions}
        statusOptions={statusOptions}
        onClose={() => setEditing(undefined)}
      />
      <NoticeDetailDialog noticeId={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
