import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/i18n/common-texts.ts';

/** Texts of 4D 模拟: the plan's tasks on the model. */
export const FOUR_D_TEXTS = {
  'fourD.open': { zh: '4D 模拟', en: '4D simulation' },
  'fourD.title': { zh: '4D 模拟：{{name}}', en: '4D simulation: {{name}}' },
  'fourD.date': { zh: '日期', en: 'Date' },
  'fourD.play': { zh: '播放', en: 'Play' },
  'fourD.pause': { zh: '暂停', en: 'Pause' },
  'fourD.state.notStarted': { zh: '未开始', en: 'Not started' },
  'fourD.state.inProgress': { zh: '进行中', en: 'In progress' },
  'fourD.state.done': { zh: '已完成', en: 'Done' },
  'fourD.state.late': { zh: '已延误', en: 'Late' },
  'fourD.tasks': { zh: '任务', en: 'Tasks' },
  'fourD.bound': { zh: '{{count}} 个构件', en: '{{count}} components' },
  'fourD.noModel': {
    zh: '项目还没有转换完成的模型，请先在“模型列表”上传模型',
    en: 'The project has no converted model yet: upload one in 模型列表 (Models) first',
  },
  'fourD.noTasks': { zh: '计划中没有任务', en: 'The plan has no tasks' },
  'fourD.bind': { zh: '绑定所选构件', en: 'Bind the selected components' },
  'fourD.bindHint': {
    zh: '先在列表中选择任务，再在模型中选择构件（Ctrl 多选）',
    en: 'Choose a task in the list, then components in the model (Ctrl for several)',
  },
  'fourD.bound.done': { zh: '已绑定 {{count}} 个构件', en: '{{count}} components bound' },
  'fourD.bindings': { zh: '已绑定构件', en: 'Bound components' },
  'fourD.unbind': { zh: '解除', en: 'Unbind' },
  'fourD.unbound': { zh: '已解除绑定', en: 'Unbound' },
  'fourD.noBindings': { zh: '该任务还没有绑定构件', en: 'No components bound to this task' },
} as const;

addTexts(FOUR_D_TEXTS);
