import {
  ApartmentOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  EditOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PlusOutlined,
  SaveOutlined,
  SubnodeOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { PLAN_STATUS, type PlanDetail } from '@zj/contract';
import { Alert, Button, Flex, Segmented, Space, Spin, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { useEditPlan } from '../api/plans-api.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { addTask, hasSubtasks, removeTask, shiftTask } from '../model/draft-ops.ts';
import { bodyOf, type Draft, draftOf, withLink, withTask } from '../model/gantt-data.ts';
import { LinkDialog } from './link-dialog.tsx';
import type { GanttZoom } from './svar-gantt.tsx';
import { TaskDialog } from './task-dialog.tsx';
import { useCalculate } from './use-calculate.ts';
import '../plans-texts.ts';

/** The gantt component (@svar-ui/react-gantt) in its own chunk: loaded when a plan is opened. */
const SvarGantt = lazy(() => import('./svar-gantt.tsx'));

const ZOOMS: GanttZoom[] = ['day', 'week', 'month', 'quarter'];

/**
 * The gantt of a plan with its editing: tasks added, indented, outdented, edited and deleted, links
 * drawn or set in 依赖关系, bars dragged; each edit is scheduled by the server (calculate) without
 * saving; 保存 writes the whole task list and links (an approved plan asks 变更原因 first, the edit
 * becomes its next version); 撤销修改 reads the plan again.
 */
export function PlanEditor({
  projectId,
  plan,
  canEdit,
  onReload,
}: {
  projectId: number;
  plan: PlanDetail;
  /** The user may edit plans (business:plan:edit in the project). */
  canEdit: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [draft, setDraftState] = useState<Draft>(() => draftOf(plan));
  const [dirty, setDirty] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState<GanttZoom>('week');
  const [grid, setGrid] = useState<boolean | null>(null);
  const [taskOpen, setTaskOpen] = useState<string | null>(null);
  const [linksOf, setLinksOf] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const edit = useEditPlan(projectId);
  const readonly = !canEdit || plan.status === PLAN_STATUS.applying;
  const showGrid = grid ?? !narrow;

  const setDraft = useCallback((update: (draft: Draft) => Draft) => setDraftState(update), []);
  const change = (next: Draft | null) => {
    if (!next || readonly) return;
    setDraftState(next);
    setDirty(true);
  };
  const calc = useCalculate(plan.planId, plan.calendar, draft, dirty, setDraft);

  const save = async (changeReason?: string) => {
    await edit.mutateAsync({ planId: plan.planId, ...bodyOf(draft), ...(changeReason ? { changeReason } : {}) });
    feedback().success(t('gantt.saved'));
    setDirty(false);
    onReload();
  };
  const askSave = () => {
    if (plan.status === PLAN_STATUS.approved) setAsking(true);
    else void save().catch(() => {});
  };
  const revert = () =>
    confirmThen(
      t('gantt.revertConfirm'),
      () => {
        setDraftState(draftOf(plan));
        setDirty(false);
        onReload();
      },
      null,
    );
  const add = (child: boolean) => {
    const made = addTask(draft, selected, t('gantt.newTask'), plan.startDate, child);
    change(made.draft);
    setSelected(made.id);
    setTaskOpen(made.id);
  };
  const task = draft.tasks.find((each) => each.id === taskOpen) ?? null;
  const none = selected === null || !draft.tasks.some((each) => each.id === selected);

  return (
    <div data-testid="plan-editor">
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Space wrap size={4}>
          {!readonly && (
            <>
              <Button size="small" icon={<PlusOutlined />} onClick={() => add(false)} data-testid="plan-task-add">
                {t('gantt.addTask')}
              </Button>
              <Button
                size="small"
                icon={<SubnodeOutlined />}
                disabled={none}
                onClick={() => add(true)}
                data-testid="plan-task-add-child"
              >
                {t('gantt.addChild')}
              </Button>
            </>
          )}
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={none}
            onClick={() => setTaskOpen(selected)}
            data-testid="plan-task-edit"
          >
            {t('gantt.editTask')}
          </Button>
          {!readonly && (
            <>
              <Tooltip title={t('gantt.outdent')}>
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  disabled={none}
                  aria-label={t('gantt.outdent')}
                  onClick={() => selected && change(shiftTask(draft, selected, -1))}
                  data-testid="plan-task-outdent"
                />
              </Tooltip>
              <Tooltip title={t('gantt.indent')}>
                <Button
                  size="small"
                  icon={<ArrowRightOutlined />}
                  disabled={none}
                  aria-label={t('gantt.indent')}
                  onClick={() => selected && change(shiftTask(draft, selected, 1))}
                  data-testid="plan-task-indent"
                />
              </Tooltip>
            </>
          )}
          <Button
            size="small"
            icon={<ApartmentOutlined />}
            disabled={none}
            onClick={() => setLinksOf(selected)}
            data-testid="plan-task-links"
          >
            {t('gantt.links')}
          </Button>
          {!readonly && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={none}
              onClick={() => {
                if (selected) change(removeTask(draft, selected));
                setSelected(null);
              }}
              data-testid="plan-task-delete"
            >
              {t('gantt.deleteTask')}
            </Button>
          )}
        </Space>
        <Space wrap size={4}>
          <Segmented<GanttZoom>
            size="small"
            value={zoom}
            onChange={setZoom}
            options={ZOOMS.map((value) => ({ value, label: t(`gantt.zoom.${value}`) }))}
            data-testid="plan-zoom"
          />
          <Tooltip title={t('gantt.grid')}>
            <Button
              size="small"
              icon={showGrid ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              aria-label={t('gantt.grid')}
              aria-pressed={showGrid}
              onClick={() => setGrid(!showGrid)}
              data-testid="plan-grid-toggle"
            />
          </Tooltip>
          {!readonly && (
            <>
              <Button size="small" icon={<UndoOutlined />} disabled={!dirty} onClick={revert} data-testid="plan-revert">
                {t('gantt.revert')}
              </Button>
              <Button
                size="small"
                type="primary"
                icon={<SaveOutlined />}
                disabled={!dirty}
                loading={edit.isPending}
                onClick={askSave}
                data-testid="plan-save"
              >
                {t('gantt.save')}
              </Button>
            </>
          )}
        </Space>
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8, minHeight: 22 }}>
        <Tag color="#e5484d">{t('gantt.critical')}</Tag>
        <Tag color="#bfbfbf">{t('gantt.baseline')}</Tag>
        {dirty && (
          <Tag color="orange" data-testid="plan-dirty">
            {t('gantt.unsaved')}
          </Tag>
        )}
        {calc.busy && <Spin size="small" />}
        {plan.status === PLAN_STATUS.applying && <Tag color="processing">{t('gantt.readonly')}</Tag>}
      </Flex>
      {calc.problem && (
        <Alert type="error" showIcon title={calc.problem} style={{ marginBottom: 8 }} data-testid="plan-calc-problem" />
      )}
      <div style={{ height: narrow ? 460 : 'calc(100vh - 330px)', minHeight: 420 }}>
        <Suspense
          fallback={
            <Spin description={t('gantt.loading')}>
              <div style={{ height: 200 }} />
            </Spin>
          }
        >
          <SvarGantt
            draft={draft}
            calendar={plan.calendar}
            readonly={readonly}
            zoom={zoom}
            showGrid={showGrid}
            onChange={change}
            onSelect={setSelected}
            onOpenTask={setTaskOpen}
          />
        </Suspense>
      </div>
      {draft.tasks.length === 0 && (
        <Alert type="info" showIcon title={readonly ? t('gantt.noTasks') : t('gantt.empty')} style={{ marginTop: 8 }} />
      )}
      <TaskDialog
        task={task}
        summary={task !== null && hasSubtasks(draft, task.id)}
        readonly={readonly}
        onClose={() => setTaskOpen(null)}
        onChange={(fields) => {
          if (taskOpen) change(withTask(draft, taskOpen, fields));
          setTaskOpen(null);
        }}
      />
      <LinkDialog
        draft={draft}
        taskId={linksOf}
        readonly={readonly}
        onClose={() => setLinksOf(null)}
        onSave={(key, link) => {
          const existing = key ?? (link ? `${link.from}>${link.to}` : '');
          change(withLink(draft, existing, link));
        }}
      />
      <ReasonDialog
        open={asking}
        title={t('gantt.changeReason')}
        label={t('gantt.changeReason')}
        hint={t('gantt.changeReasonHint')}
        testId="plan-change-reason"
        onOk={(reason) => save(reason)}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
