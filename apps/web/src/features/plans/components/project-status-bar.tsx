import { PLAN_PERMS as P } from '@zj/contract';
import { Button, Card, DatePicker, Flex, Progress, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useAllowed } from '@/shared/ui/list/perm-link.tsx';
import { useProjectProgress, useProjectStatus } from '../api/plans-api.ts';
import '../plans-texts.ts';

const STATUSES = ['0', '1', '2', '3'] as const;
type ProjectStatus = (typeof STATUSES)[number];

/**
 * 项目进度 of the project's master plan (work done against where the baseline says it should be,
 * late tasks) and 项目状态: 未开工/在建/停工/竣工 with the date, set by who may.
 */
export function ProjectStatusBar({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const progress = useProjectProgress(projectId);
  const save = useProjectStatus(projectId);
  const data = progress.data;
  const [status, setStatus] = useState<ProjectStatus>('0');
  const [date, setDate] = useState<Dayjs | null>(dayjs());
  useEffect(() => {
    if (!data) return;
    setStatus(data.projectStatus);
    setDate(data.statusDate ? dayjs(data.statusDate) : dayjs());
  }, [data]);
  const mayEdit = allowed(P.projectStatus, { projectId });
  const changed =
    data !== undefined && (status !== data.projectStatus || (date?.format('YYYY-MM-DD') ?? null) !== data.statusDate);
  const submit = async () => {
    if (!date) return;
    await save.mutateAsync({ projectStatus: status, statusDate: date.format('YYYY-MM-DD') });
    feedback().success(t('plan.project.statusSaved'));
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="plan-project-bar">
      <Flex wrap gap={16} align="center" justify="space-between">
        <Flex wrap gap={12} align="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {t('plan.project.progress')}
          </Typography.Text>
          <Progress
            percent={Math.round(data?.progress ?? 0)}
            style={{ flex: 1, margin: 0, minWidth: 120 }}
            data-testid="plan-project-progress"
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {data?.planName ? t('plan.project.from', { name: data.planName }) : t('plan.project.noPlan')}
            {data &&
              data.plannedProgress !== null &&
              ` · ${t('plan.field.planned')} ${Math.round(data.plannedProgress)}%`}
            {data && data.lateTasks > 0 && ` · ${t('plan.project.late', { count: data.lateTasks })}`}
          </Typography.Text>
        </Flex>
        <Space wrap size={6}>
          <Typography.Text>{t('plan.project.status')}</Typography.Text>
          <Select<ProjectStatus>
            size="small"
            value={status}
            onChange={setStatus}
            disabled={!mayEdit}
            style={{ width: 150 }}
            options={STATUSES.map((value) => ({ value, label: t(`plan.project.status.${value}`) }))}
            data-testid="plan-project-status"
          />
          <DatePicker
            size="small"
            value={date}
            onChange={setDate}
            disabled={!mayEdit}
            allowClear={false}
            aria-label={t('plan.project.statusDate')}
            data-testid="plan-project-date"
          />
          {mayEdit && (
            <Button
              size="small"
              type="primary"
              disabled={!changed}
              loading={save.isPending}
              onClick={() => void submit().catch(() => {})}
              data-testid="plan-project-save"
            >
              {t('plan.project.setStatus')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}
