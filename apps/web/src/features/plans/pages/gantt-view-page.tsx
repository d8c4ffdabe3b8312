import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Card, Descriptions, Progress, Result, Segmented, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LangSwitch } from '@/shared/ui/lang-switch.tsx';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { useSharedPlan } from '../api/plans-api.ts';
import type { GanttZoom } from '../gantt/svar-gantt.tsx';
import { draftOf } from '../model/gantt-data.ts';
import '../plans-texts.ts';

const SvarGantt = lazy(() => import('../gantt/svar-gantt.tsx'));
/** The page stands outside the logged-in layout (which provides the app's query client): it has its own. */
const publicClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
const ZOOMS: GanttZoom[] = ['day', 'week', 'month', 'quarter'];

/** /ganttScheduleView/:token (no login): a plan shared by its link — name, progress, dates and its gantt, read-only. */
export default function GanttViewPage() {
  return (
    <QueryClientProvider client={publicClient}>
      <SharedPlanView />
    </QueryClientProvider>
  );
}

function SharedPlanView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const narrow = useNarrowScreen();
  const valid = /^[A-Za-z0-9_-]{32,64}$/.test(id);
  const shared = useSharedPlan(valid ? id : '');
  const [zoom, setZoom] = useState<GanttZoom>('week');
  const plan = valid ? shared.data : undefined;
  const draft = useMemo(() => (plan ? draftOf(plan) : null), [plan]);
  return (
    <div style={{ minHeight: '100vh', background: 'var(--ant-color-bg-layout, #f5f5f5)', padding: narrow ? 8 : 16 }}>
      <Card title={plan?.planName ?? t('view.planTitle')} extra={<LangSwitch />} data-testid="gantt-view">
        {valid && shared.isLoading ? (
          <Spin />
        ) : !plan || !draft ? (
          <Result status="warning" title={t('view.planGone')} data-testid="gantt-view-gone" />
        ) : (
          <>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('plan.field.startDate')}>{plan.startDate}</Descriptions.Item>
              <Descriptions.Item label={t('plan.field.finishDate')}>{plan.finishDate ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('plan.field.duration')}>
                {t('plan.days', { count: plan.duration })}
              </Descriptions.Item>
              <Descriptions.Item label={t('plan.field.progress')}>
                <Progress
                  percent={Math.round(plan.progress)}
                  size="small"
                  style={{ minWidth: 120, margin: 0 }}
                  data-testid="gantt-view-progress"
                />
              </Descriptions.Item>
            </Descriptions>
            <Segmented<GanttZoom>
              size="small"
              value={zoom}
              onChange={setZoom}
              options={ZOOMS.map((value) => ({ value, label: t(`gantt.zoom.${value}`) }))}
              style={{ marginBottom: 8 }}
            />
            <div style={{ height: narrow ? 480 : 'calc(100vh - 260px)', minHeight: 420 }}>
              <Suspense fallback={<Spin />}>
                <SvarGantt draft={draft} calendar={plan.calendar} readonly zoom={zoom} showGrid={!narrow} />
              </Suspense>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
