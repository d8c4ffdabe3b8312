import { MEASURE_CATEGORY_DICT, type MeasureRow, measureStatus, MEASURE_PERMS as P } from '@zj/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { useSession } from '@/shared/store/session-store.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import type { ColumnSpec } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';
import type { DateRangeValues } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import {
  type MeasureListQuery,
  useApplyMeasure,
  useMeasures,
  useMemberOptions,
  useRemoveMeasures,
} from '../api/measure-plans-api.ts';
import { CompleteDialog } from '../components/complete-dialog.tsx';
import { changeable, completableBy, removable } from '../components/measure-actions.ts';
import { MeasureDrawer } from '../components/measure-drawer.tsx';
import { MeasureFormDialog } from '../components/measure-form-dialog.tsx';
import { MeasureStatusTag } from '../components/measure-status-tag.tsx';
import '../measure-texts.ts';

type Filters = Omit<MeasureListQuery, 'pageNum' | 'pageSize'>;
type SearchValues = Omit<Filters, 'beginDeadline' | 'endDeadline'> & DateRangeValues;

const LABELS = {
  title: 'measure.title',
  category: 'measure.category',
  ownerName: 'measure.owner',
  deadline: 'measure.deadline',
  status: 'measure.status',
  applyBy: 'measure.applyBy',
  createTime: 'common.createTime',
} as const;

/** The search form's values as the list's filters (the day range is the deadline's). */
export function filtersOf({ dateRange, ...values }: SearchValues): Filters {
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Filters;
  if (!dateRange) return filters;
  return {
    ...filters,
    beginDeadline: dateRange[0].format('YYYY-MM-DD'),
    endDeadline: dateRange[1].format('YYYY-MM-DD'),
  };
}

function MeasurePlans({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const categories = useDict(MEASURE_CATEGORY_DICT)[MEASURE_CATEGORY_DICT];
  const userId = useSession((s) => s.user?.userId);
  const remove = useRemoveMeasures(projectId);
  const apply = useApplyMeasure(projectId);
  const list = useListPage<Filters>({
    columns: { storageKey: 'measure-plans', labels: LABELS },
    remove: { run: (ids) => remove.mutateAsync(ids), what: 'measure.title' },
  });
  const measures = useMeasures(projectId, list.query);
  const members = useMemberOptions(projectId, true);
  const [shown, setShown] = useState<number | null>(null);
  const [completing, setCompleting] = useState<number | null>(null);
  const askApply = (measure: { measureId: number; title: string }) =>
    confirmThen(
      t('measure.applyConfirm', { title: measure.title }),
      () => apply.mutateAsync({ measureId: measure.measureId }),
      t('measure.applied'),
    );
  const columns: Partial<Record<keyof typeof LABELS, ColumnSpec<MeasureRow>>> = {
    title: { align: 'left', render: (title: string) => title },
    category: { width: 110, render: (value: string) => <DictTag options={categories} value={value} /> },
    ownerName: { width: 100 },
    deadline: { width: 110 },
    status: {
      width: 150,
      render: (status: MeasureRow['status'], row) => (
        <MeasureStatusTag status={status} overdue={row.overdue} testId={`measure-status-${row.measureId}`} />
      ),
    },
    applyBy: { width: 100 },
    createTime: { width: 170 },
  };
  return (
    <ListPage
      bare
      testId="measure-list"
      prefix="measure"
      projectScoped
      perms={{ add: P.add, edit: P.edit, remove: P.remove }}
      list={list}
      query={measures}
      onEdit={false}
      search={{
        onSearch: (values) => list.search(filtersOf(values as SearchValues)),
        dateRange: 'measure.deadline',
        fields: [
          { name: 'keyword', label: 'measure.keyword', testId: 'measure-search-keyword' },
          { name: 'category', label: 'measure.category', dict: categories, testId: 'measure-search-category' },
          {
            name: 'status',
            label: 'measure.status',
            options: measureStatus.options.map((value) => ({ value, label: t(`measure.state.${value}`) })),
            testId: 'measure-search-status',
          },
          {
            name: 'overdue',
            label: 'measure.overdueFilter',
            options: [
              { value: '1', label: t('measure.overdue') },
              { value: '0', label: t('measure.notOverdue') },
            ],
            testId: 'measure-search-overdue',
          },
          {
            name: 'ownerId',
            label: 'measure.owner',
            options: (members.data ?? []).map((m) => ({ value: m.userId, label: m.nickName || m.userName })),
            testId: 'measure-search-owner',
          },
        ],
      }}
      dialogs={
        <>
          <MeasureFormDialog projectId={projectId} measureId={list.editing} onClose={list.closeEdit} />
          <MeasureDrawer
            projectId={projectId}
            measureId={shown}
            onClose={() => setShown(null)}
            onEdit={(measureId) => {
              setShown(null);
              list.edit(measureId);
            }}
            onApply={askApply}
            onComplete={setCompleting}
          />
          <CompleteDialog projectId={projectId} measureId={completing} onClose={() => setCompleting(null)} />
        </>
      }
    >
      <ListTable<MeasureRow, number>
        prefix="measure"
        rowKey="measureId"
        columns={columns}
        actionsWidth={260}
        rowExtra={(row) => (
          <RowActions
            prefix="measure"
            id={row.measureId}
            projectScoped
            perms={{ edit: P.edit, remove: P.remove }}
            onEdit={changeable(row) ? () => list.edit(row.measureId) : undefined}
            onDelete={removable(row) ? () => list.askDelete([row.measureId]) : undefined}
            links={[
              {
                label: 'measure.detail',
                perm: P.query,
                testId: `measure-view-${row.measureId}`,
                onClick: () => setShown(row.measureId),
              },
              changeable(row) && {
                label: 'measure.apply',
                perm: P.apply,
                testId: `measure-apply-${row.measureId}`,
                onClick: () => askApply(row),
              },
              completableBy(row, userId) && {
                label: 'measure.complete',
                perm: P.complete,
                testId: `measure-complete-${row.measureId}`,
                onClick: () => setCompleting(row.measureId),
              },
            ]}
          />
        )}
        {...list.table(measures)}
      />
    </ListPage>
  );
}

/** 措施计划 (menu component business/measure/index): the current project's measures. */
export default function MeasurePlanPage() {
  return (
    <ProjectScope testId="measure-plan-page">
      {(projectId) => <MeasurePlans key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
