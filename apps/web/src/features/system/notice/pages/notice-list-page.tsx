import { EyeOutlined } from '@ant-design/icons';
import { DICT_TYPES, type NoticeRow, PERMS } from '@zj/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteNotices } from '../api/delete-notices.ts';
import { type NoticeFilters, useNotices } from '../api/get-notices.ts';
import { NoticeDetailDialog } from '../components/notice-detail-dialog.tsx';
import { NoticeFormDialog } from '../components/notice-form-dialog.tsx';

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  noticeId: 'sys.notice.id',
  noticeTitle: 'sys.notice.title',
  noticeType: 'sys.notice.type',
  status: 'common.status',
  createBy: 'sys.notice.createBy',
  createTime: 'common.createTime',
} as const;

/** 通知公告 (menu component system/notice/index). */
export default function NoticeListPage() {
  const dicts = useDict(DICT_TYPES.noticeType, DICT_TYPES.noticeStatus);
  const typeOptions = dicts[DICT_TYPES.noticeType];
  const statusOptions = dicts[DICT_TYPES.noticeStatus];
  const remove = useDeleteNotices();
  const list = useListPage<NoticeFilters>({
    columns: { storageKey: 'system-notice', labels: LABELS },
    remove: { what: 'sys.notice.id', run: remove.mutateAsync },
  });
  const notices = useNotices(list.query);
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <ListPage
      prefix="notice"
      perms={PERMS.system.notice}
      list={list}
      query={notices}
      search={{
        fields: [
          { name: 'noticeTitle', label: 'sys.notice.title' },
          { name: 'createBy', label: 'sys.notice.operator' },
          { name: 'noticeType', label: 'sys.notice.type', dict: typeOptions },
        ],
      }}
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
      <ListTable<NoticeRow, number>
        prefix="notice"
        rowKey="noticeId"
        perms={PERMS.system.notice}
        columns={{
          noticeId: { width: 100 },
          noticeTitle: {
            ellipsis: true,
            render: (title: string, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => setViewing(row.noticeId)}
                data-testid={`notice-title-${row.noticeId}`}
              >
                {title}
              </Button>
            ),
          },
          noticeType: { dict: typeOptions },
          status: { dict: statusOptions },
          createBy: { width: 120 },
          createTime: { width: 180 },
        }}
        actionsWidth={230}
        rowLinks={(row) => [
          {
            label: 'common.view',
            icon: <EyeOutlined />,
            onClick: () => setViewing(row.noticeId),
            testId: 'notice-row-view',
          },
        ]}
        {...list.table(notices)}
      />
    </ListPage>
  );
}
