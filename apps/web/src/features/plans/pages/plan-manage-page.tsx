import type { PlanRow } from '@zj/contract';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useRemovePlan } from '../api/plans-api.ts';
import { PlanFormDialog } from '../components/plan-form-dialog.tsx';
import { PlanImportDialog } from '../components/plan-import-dialog.tsx';
import { PlanList } from '../components/plan-list.tsx';
import { PlanPanel } from '../components/plan-panel.tsx';
import { PlanTagDialog } from '../components/plan-tag-dialog.tsx';
import { ProjectStatusBar } from '../components/project-status-bar.tsx';
import { readPlanId, writePlanId } from '../model/plan-storage.ts';
import '../plans-texts.ts';

function PlanManage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(readPlanId);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [tagging, setTagging] = useState<PlanRow | null>(null);
  const remove = useRemovePlan(projectId);
  const choose = (planId: number | null) => {
    setSelected(planId);
    writePlanId(planId);
  };
  const askDelete = (plan: PlanRow) =>
    confirmThen(
      t('plan.confirmDelete', { name: plan.planName }),
      async () => {
        await remove.mutateAsync(plan.planId);
        if (selected === plan.planId) choose(null);
      },
      t('common.deleteSuccess'),
      { closeOnFailure: true },
    );
  return (
    <>
      <ProjectStatusBar projectId={projectId} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8} xl={6}>
          <PlanList
            projectId={projectId}
            actions={{
              selected,
              onSelect: (plan) => choose(plan.planId),
              onEdit: (plan) => setEditing(plan.planId),
              onDelete: askDelete,
              onTag: setTagging,
            }}
            onAdd={() => setEditing(null)}
            onImport={() => setImporting(true)}
          />
        </Col>
        <Col xs={24} lg={16} xl={18}>
          <PlanPanel projectId={projectId} planId={selected} />
        </Col>
      </Row>
      <PlanFormDialog
        projectId={projectId}
        planId={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(planId) => {
          setEditing(undefined);
          if (planId !== null) choose(planId);
        }}
      />
      <PlanImportDialog
        projectId={projectId}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={choose}
      />
      <PlanTagDialog projectId={projectId} plan={tagging} onClose={() => setTagging(null)} />
    </>
  );
}

/**
 * 进度计划 (menu component business/plan/index, /business/planmanage): the project's status and
 * progress, its plans by group, and the chosen plan's gantt (kept in local storage as planId).
 */
export default function PlanManagePage() {
  return (
    <ProjectScope testId="plan-page">
      {(projectId) => <PlanManage key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
