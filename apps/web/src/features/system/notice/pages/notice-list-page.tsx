import { DICT_TYPES, PERMS } from '@zj/contract';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteNotices } from '../api/delete-notices.ts';
import { type NoticeFilters, useNotices } from '../api/get-notices.ts';
import { NoticeDetailDialog } from '../components/notice-detail-dialog.tsx';
import { NoticeFormDialog } from '../components/notice-form-dialog.tsx';
import { NOTICE_LABELS, NoticeTable } from '../components/notice-table.tsx';

/** 通知公告 (menu component system/notice/index). */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.noticeType, DICT_TYPES.noticeStatus);
  const typeOptions = dicts[DICT_TYPES.noticeType];
  const statusOptions = dicts[DICT_TYPES.noticeStatus];
  const remove = useDeleteNotices();
  const list = useListPage<NoticeFilters>({
    columns: { storageKey: 'system-notice', labels: NOTICE_LABELS },
    remove: { what: 'sys.notice.id', run: remove.mutateAsync },
  });
  const notices = useNotices(list.query);
  const [form] = Form.useForm<NoticeFilters>();
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <ListPage
      testId="notice-page"
      prefix="notice"
      perms={PERMS.system.notice}
      list={list}
      query={notices}
      search={
        <SearchForm<NoticeFilters> prefix="notice" form={form} onSearch={list.search} onReset={list.reset}>
          <SearchInput name="noticeTitle" label="sys.notice.title" />
          <SearchInput name="createBy" label="sys.notice.operator" />
          <Form.Item name="noticeType" label={t('sys.notice.type')}>
            <DictSelect options={typeOptions} placeholder={t('sys.notice.type')} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      }
      dialogs={
        <>
          <NoticeFormDialog
            noticeId={list.editing}
            typeOptions={typeOptions}
            statusOptions={statusOptions}
            onClose={list.closeEdit}
          />
          <NoticeDetailDialog noticeId={viewing} onClose={() => setViewing(null)} />
        </>
      }
    >
      <NoticeTable
        {...list.table(notices)}
        typeOptions={typeOptions}
        statusOptions={statusOptions}
        onView={(row) => setViewing(row.noticeId)}
      />
    </ListPage>
  );
}
