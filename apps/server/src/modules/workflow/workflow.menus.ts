import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/**
 * 流程模板 and 流程定义 under 系统管理 → 流程管理 (directory 113, path flowable-manage): the page
 * paths keep RuoYi's `system/flowable/…`, so the model list opens at
 * /system/flowable-manage/system/flowable/model (spec 02 §7).
 */
export const MENUS: ModuleMenu[] = [
  under(113, 1, {
    ...page(510, '流程模板', 'system/flowable/model', 'flowable/model/index', 'flowable:model:list', 'model'),
    children: buttons(5100, '流程模板', 'flowable:model', ['query', 'add', 'edit', 'remove', 'deploy']),
  }),
  under(113, 2, {
    ...page(
      511,
      '流程定义',
      'system/flowable/definition',
      'flowable/definition/index',
      'flowable:definition:list',
      'cascader',
    ),
    children: buttons(5110, '流程定义', 'flowable:definition', ['query', 'edit', 'remove']),
  }),
];
