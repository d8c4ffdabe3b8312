import type { CommentRow, InstanceStatus, WorkOrderRow, WorkOrderTaskRow } from '@zj/contract';
import type { ReactNode } from 'react';
import { formRow, renderRoutes } from '@/shared/testing/render-routes.tsx';

export const SCHEMA = JSON.stringify({
  type: 'default',
  components: [
    { type: 'textfield', key: 'planName', label: '整改计划名称', validate: { required: true } },
    { type: 'textarea', key: 'planContent', label: '整改内容' },
  ],
});

export const FORM = { ...formRow(), formContent: SCHEMA };

export const order = (over: Partial<WorkOrderRow> = {}): WorkOrderRow => ({
  orderId: 11,
  title: '质量整改审批-张三',
  formId: 7,
  formKey: 'quality_improvement',
  formName: '质量整改审批',
  formData: { planName: '三层楼板裂缝', planContent: '灌浆修补' },
  instanceId: 21,
  status: '0',
  applicantId: 5,
  applicantName: '张三',
  createTime: '2026-05-01 09:00:00',
  updateTime: null,
  currentTasks: [{ taskId: 31, taskName: '审批', assigneeName: '李工' }],
  rejectReason: null,
  ...over,
});

export const task = (over: Partial<WorkOrderTaskRow> = {}): WorkOrderTaskRow => ({
  ...order(),
  bizTable: 'sys_work_order',
  bizId: '11',
  taskId: 31,
  taskName: '审批',
  taskStatus: 'open',
  taskCreateTime: '2026-05-01 09:00:01',
  taskEndTime: null,
  assigneeId: 6,
  claimed: false,
  outcome: '',
  comment: '',
  buttons: [],
  ...over,
});

export const comment = (over: Partial<CommentRow>): CommentRow => ({
  commentId: 1,
  instanceId: 21,
  taskId: null,
  elementId: 'start',
  taskName: '',
  userId: 5,
  userName: '张三',
  action: 'start',
  comment: '',
  createTime: '2026-05-01 09:00:00',
  ...over,
});

export const status = (): InstanceStatus => ({
  instance: {
    instanceId: 21,
    processName: '质量整改审批',
    title: '',
    definitionKey: 'quality_improvement',
    definitionId: 3,
    bizTable: 'sys_work_order',
    bizId: '11',
    businessKey: '11',
    startUserId: 5,
    startUserName: '张三',
    status: 'running',
    startTime: '2026-05-01 09:00:00',
    endTime: null,
    currentTasks: [{ taskId: 31, taskName: '审批', assigneeName: '李工' }],
  },
  xml: '<definitions id="quality"/>',
  finished: ['start'],
  taken: ['toReview'],
  active: ['review'],
  comments: [],
});

export const ok = () => ({ code: 200, msg: '操作成功' });
export const data = (value: unknown) => ({ code: 200, msg: 'ok', data: value });

/** Renders a page at `path` in a router that also knows the other task-centre paths. */
export const renderPage = (page: ReactNode, permissions: string[] = ['*:*:*'], path = '/page', entry = path) =>
  renderRoutes(
    [
      { path, element: page },
      { path: '/order/order/my-order', element: <p>我的任务页面</p> },
    ],
    entry,
    permissions,
  );
