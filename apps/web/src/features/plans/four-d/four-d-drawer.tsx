import { CaretRightOutlined, LinkOutlined, PauseOutlined } from '@ant-design/icons';
import { PLAN_PERMS as P, type PlanDetail, type TaskState } from '@zj/contract';
import { Alert, Badge, Button, Drawer, Empty, Flex, List, Slider, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BimViewer, type BimViewerHandle, type ViewerSelection } from '@/features/bim/viewer/index.ts';
import { feedback } from '@/shared/api/feedback.ts';
import { useAllowed } from '@/shared/ui/list/perm-link.tsx';
import { useBind, useFourDStates, useProjectModels, useTaskBindings, useUnbind } from './four-d-api.ts';
import {
  addDays,
  colourGroups,
  componentsOf,
  daysBetween,
  openingDay,
  playStep,
  STATE_COLOURS,
  STATES,
  tasksOf,
} from './four-d-states.ts';
import './four-d-texts.ts';

const PLAY_MS = 400;

/**
 * 4D 模拟: the plan's tasks on the project's models. A day slider (played forward) colours every
 * bound component by its task's state on that day; a task chosen in the list selects its
 * components and components chosen in the model pick their task; the chosen components are bound
 * to the chosen task, and a task's bindings are undone one by one.
 */
export default function FourDDrawer({
  projectId,
  plan,
  onClose,
}: {
  projectId: number;
  plan: PlanDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const models = useProjectModels(projectId);
  const finish = plan.finishDate ?? plan.startDate;
  const total = Math.max(0, daysBetween(plan.startDate, finish));
  const [offset, setOffset] = useState(() =>
    daysBetween(plan.startDate, openingDay(plan.startDate, plan.finishDate, dayjs().format('YYYY-MM-DD'))),
  );
  const [playing, setPlaying] = useState(false);
  const date = addDays(plan.startDate, offset);
  const states = useFourDStates(projectId, plan.planId, date);
  const rows = states.data ?? [];
  const viewer = useRef<BimViewerHandle>(null);
  const [loaded, setLoaded] = useState(false);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [selection, setSelection] = useState<ViewerSelection>({ versionId: null, globalIds: [] });
  const leaves = useMemo(() => plan.tasks.filter((task) => !task.summary), [plan.tasks]);

  // Colour the model whenever the day's states (or the model) change.
  useEffect(() => {
    if (loaded) void viewer.current?.colour(colourGroups(rows));
  }, [rows, loaded]);

  // Playback: one step every PLAY_MS until the plan's finish.
  useEffect(() => {
    if (!playing) return;
    const step = playStep(total);
    const timer = setInterval(() => {
      setOffset((day) => {
        if (day >= total) {
          setPlaying(false);
          return day;
        }
        return Math.min(total, day + step);
      });
    }, PLAY_MS);
    return () => clearInterval(timer);
  }, [playing, total]);

  const chooseTask = (id: number) => {
    setTaskId(id);
    void viewer.current?.select(componentsOf(rows, id), true);
  };
  const onSelect = (next: ViewerSelection) => {
    setSelection(next);
    const [first] = tasksOf(rows, next.globalIds);
    if (first !== undefined) setTaskId(first);
  };
  const stateOfTask = new Map<number, TaskState>(rows.map((row) => [row.taskId, row.state]));

  return (
    <Drawer
      open
      width="min(1400px, 100vw)"
      title={t('fourD.title', { name: plan.planName })}
      onClose={onClose}
      destroyOnHidden
      data-testid="four-d"
    >
      <Flex vertical gap={12}>
        <DayBar
          date={date}
          offset={offset}
          total={total}
          start={plan.startDate}
          playing={playing}
          onDay={(day) => {
            setPlaying(false);
            setOffset(day);
          }}
          onPlay={() => {
            if (offset >= total) setOffset(0);
            setPlaying((p) => !p);
          }}
        />
        <Flex gap={12} wrap>
          <div style={{ flex: '1 1 280px', maxWidth: 420, minWidth: 0 }}>
            <TaskList
              tasks={leaves}
              taskId={taskId}
              states={stateOfTask}
              onChoose={chooseTask}
              boundOf={(id) => componentsOf(rows, id).length}
            />
            {taskId !== null && (
              <Bindings
                projectId={projectId}
                plan={plan}
                taskId={taskId}
                selection={selection}
                bandOf={models.data?.bandOf}
              />
            )}
          </div>
          <div style={{ flex: '3 1 480px', minWidth: 0 }}>
            {models.isLoading ? (
              <Spin />
            ) : !models.data?.versions.length ? (
              <Alert type="info" showIcon title={t('fourD.noModel')} data-testid="four-d-no-model" />
            ) : (
              <Suspense fallback={<Spin />}>
                <BimViewer
                  ref={viewer}
                  models={models.data.versions}
                  height="calc(100vh - 220px)"
                  onSelect={onSelect}
                  onLoaded={() => setLoaded(true)}
                />
              </Suspense>
            )}
          </div>
        </Flex>
      </Flex>
    </Drawer>
  );
}

function DayBar(props: {
  date: string;
  offset: number;
  total: number;
  start: string;
  playing: boolean;
  onDay: (offset: number) => void;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={12} align="center">
      <Button
        icon={props.playing ? <PauseOutlined /> : <CaretRightOutlined />}
        onClick={props.onPlay}
        data-testid="four-d-play"
      >
        {props.playing ? t('fourD.pause') : t('fourD.play')}
      </Button>
      <Typography.Text strong data-testid="four-d-date">
        {t('fourD.date')} {props.date}
      </Typography.Text>
      <div style={{ flex: '1 1 240px', minWidth: 200 }} data-testid="four-d-slider">
        <Slider
          min={0}
          max={Math.max(props.total, 1)}
          value={props.offset}
          onChange={props.onDay}
          tooltip={{ formatter: (value) => addDays(props.start, value ?? 0) }}
        />
      </div>
      <Space size={12} wrap data-testid="four-d-legend">
        {STATES.map((state) => (
          <Badge key={state} color={STATE_COLOURS[state]} text={t(`fourD.state.${state}`)} />
        ))}
      </Space>
    </Flex>
  );
}

function TaskList(props: {
  tasks: PlanDetail['tasks'];
  taskId: number | null;
  states: Map<number, TaskState>;
  boundOf: (taskId: number) => number;
  onChoose: (taskId: number) => void;
}) {
  const { t } = useTranslation();
  if (!props.tasks.length) return <Empty description={t('fourD.noTasks')} />;
  return (
    <List
      size="small"
      bordered
      header={t('fourD.tasks')}
      style={{ maxHeight: 'calc(100vh - 420px)', minHeight: 160, overflow: 'auto' }}
      dataSource={props.tasks}
      renderItem={(task) => {
        const state = props.states.get(task.taskId);
        const bound = props.boundOf(task.taskId);
        return (
          <List.Item
            onClick={() => props.onChoose(task.taskId)}
            style={{
              cursor: 'pointer',
              background: props.taskId === task.taskId ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
            }}
            data-testid={`four-d-task-${task.taskId}`}
          >
            <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis style={{ maxWidth: 300 }}>
                {task.wbs ? `${task.wbs} ` : ''}
                {task.taskName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {task.start} ~ {task.finish}
              </Typography.Text>
            </Space>
            <Space size={4}>
              {state && <Badge color={STATE_COLOURS[state]} text={t(`fourD.state.${state}`)} />}
              {bound > 0 && <Tag>{t('fourD.bound', { count: bound })}</Tag>}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}

function Bindings(props: {
  projectId: number;
  plan: PlanDetail;
  taskId: number;
  selection: ViewerSelection;
  bandOf: Map<number, number> | undefined;
}) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const mayBind = allowed(P.bind, { projectId: props.projectId });
  const bindings = useTaskBindings(props.projectId, props.plan.planId, props.taskId);
  const bind = useBind(props.projectId, props.plan.planId);
  const unbind = useUnbind(props.projectId, props.plan.planId);
  const bandId = props.selection.versionId === null ? undefined : props.bandOf?.get(props.selection.versionId);
  const canBind = mayBind && bandId !== undefined && props.selection.globalIds.length > 0;
  const doBind = async () => {
    if (bandId === undefined) return;
    await bind.mutateAsync({ taskId: props.taskId, bandId, globalIds: props.selection.globalIds });
    feedback().success(t('fourD.bound.done', { count: props.selection.globalIds.length }));
  };
  const rows = bindings.data?.rows ?? [];
  return (
    <div style={{ marginTop: 12 }} data-testid="four-d-bindings">
      {mayBind && (
        <Flex vertical gap={4} style={{ marginBottom: 8 }}>
          <Button
            type="primary"
            icon={<LinkOutlined />}
            disabled={!canBind}
            loading={bind.isPending}
            onClick={() => void doBind()}
            data-testid="four-d-bind"
          >
            {t('fourD.bind')}
            {props.selection.globalIds.length > 0 ? ` (${props.selection.globalIds.length})` : ''}
          </Button>
          {!canBind && <Typography.Text type="secondary">{t('fourD.bindHint')}</Typography.Text>}
        </Flex>
      )}
      <List
        size="small"
        header={t('fourD.bindings')}
        loading={bindings.isLoading}
        locale={{ emptyText: t('fourD.noBindings') }}
        dataSource={rows}
        renderItem={(row) => (
          <List.Item
            data-testid={`four-d-binding-${row.bindId}`}
            actions={
              mayBind
                ? [
                    <Button
                      key="unbind"
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        void unbind.mutateAsync(row.bindId).then(() => feedback().success(t('fourD.unbound')))
                      }
                      data-testid={`four-d-unbind-${row.bindId}`}
                    >
                      {t('fourD.unbind')}
                    </Button>,
                  ]
                : []
            }
          >
            <Typography.Text ellipsis style={{ maxWidth: 260 }} title={row.globalId}>
              {row.bandName} · {row.elementName ?? row.globalId}
            </Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
}
