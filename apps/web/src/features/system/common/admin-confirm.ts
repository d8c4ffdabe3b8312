import { i18n } from '@/shared/i18n/index.ts';
import '@/shared/i18n/admin-texts.ts';
import { confirmThen } from '@/shared/ui/list/confirm.ts';

/** 系统提示 with 确定 / 取消 (users, roles, menus, departments): runs `action`, says `done`, runs `after`. */
export function confirmAdmin(content: string, action: () => Promise<unknown>, done: string, after?: () => unknown) {
  confirmThen({
    title: i18n.t('common.confirmTitle'),
    content,
    okText: i18n.t('common.ok'),
    cancelText: i18n.t('common.cancel'),
    action,
    done,
    after,
  });
}

/** '是否确认删除"{what}"的数据项？', then `action`, 删除成功 and `reload`. */
export function confirmAdminDelete(what: string, action: () => Promise<unknown>, reload: () => unknown) {
  confirmAdmin(i18n.t('adm.confirmDelete', { what: `"${what}"` }), action, i18n.t('common.deleteSuccess'), reload);
}

/** '确认要"启用/停用""{name}"…', then `change` to '0' (enable) or '1', 修改成功 and `reload`. */
export function confirmStatusChange(
  name: string,
  enable: boolean,
  change: (status: '0' | '1') => Promise<unknown>,
  reload: () => unknown,
) {
  confirmAdmin(
    i18n.t('adm.confirmStatus', { action: i18n.t(enable ? 'adm.enable' : 'adm.disable'), name }),
    () => change(enable ? '0' : '1'),
    i18n.t('common.editSuccess'),
    reload,
  );
}

/** useListPage's `remove` for the user and role lists: asks '是否确认删除"1,2"的数据项？', deletes, reloads. */
export function adminRemove(run: (ids: number[]) => Promise<unknown>, reload: () => unknown) {
  return {
    run,
    confirm: (ids: number[], action: () => Promise<unknown>) => confirmAdminDelete(ids.join(','), action, reload),
  };
}
