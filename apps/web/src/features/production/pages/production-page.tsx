import type { ProductionPeriod, ProductionRow } from '@zj/contract';
import { Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { DEFAULT_PAGE_SIZE, TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useProductionList } from '../api/production-api.ts';
import { ItemDialog } from '../components/item-dialog.tsx';
import { PlanScreen } from '../components/plan-screen.tsx';
import { type ChartTarget, ProductionChart } from '../components/production-chart.tsx';
import { ProductionTable } from '../components/production-table.tsx';
import { type DayRange, RangeFilter } from '../components/range-filters.tsx';
import '../production-texts.ts';

const PERIODS: ProductionPeriod[] = ['day', 'week', 'month'];

function PlanProduction({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ProductionPeriod>('month');
  const [range, setRange] = useState<DayRange>({});
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<ProductionRow | null>(null);
  const [target, setTarget] = useState<ChartTarget>({});
  const list = useProductionList({ planId, period, ...range, ...(keyword ? { keyword } : {}), ...page });
  const filter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage((p) => ({ ...p, pageNum: 1 }));
    };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={period}
          options={PERIODS.map((value) => ({ value, label: t(`prod.period.${value}`) }))}
          onChange={(value) => setPeriod(value as ProductionPeriod)}
          data-testid="prod-period"
        />
        <RangeFilter value={range} onChange={filter(setRange)} testId="prod-range" />
        <Input.Search
          allowClear
          placeholder={t('prod.keyword')}
          onSearch={filter((value: string) => setKeyword(value.trim()))}
          style={{ width: 220 }}
          data-testid="prod-keyword"
        />
      </Space>
      <ProductionTable
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        onEdit={setEditing}
        onChart={(row) => setTarget({ taskId: row.taskId, taskName: row.taskName })}
      />
      <TablePagination
        total={list.data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <ProductionChart planId={planId} period={period} range={range} target={target} onTarget={setTarget} />
      <ItemDialog planId={planId} task={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}

/** 生产进度 (menu component business/production/index): planned against actual quantities of a plan. */
export default function ProductionPage() {
  return (
    <ProjectScope testId="production-page">
      {(projectId) => (
        <PlanScreen key={projectId} of="production" projectId={projectId}>
          {(planId) => <PlanProduction planId={planId} />}
        </PlanScreen>
      )}
    </ProjectScope>
  );
}
