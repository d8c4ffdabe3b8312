import { feedback } from '@/shared/api/feedback.ts';
import { addTexts } from '@/shared/i18n/add-texts.ts';
import { i18n } from '@/shared/i18n/index.ts';
import '@/shared/i18n/common-texts.ts';

/** The questions every screen asks before it changes something (RuoYi's $modal.confirm texts). */
export const CONFIRM_TEXTS = {
  'confirm.deleteIds': {
    zh: '是否确认删除{{what}}为"{{ids}}"的数据项？',
    en: 'Delete the records with {{what}} "{{ids}}"?',
  },
  'confirm.deleteNamed': { zh: '是否确认删除"{{what}}"的数据项？', en: 'Delete the item "{{what}}"?' },
  'confirm.status': {
    zh: '确认要"{{action}}""{{name}}"吗？',
    en: 'Are you sure you want to {{action}} "{{name}}"?',
  },
  'confirm.enable': { zh: '启用', en: 'enable' },
  'confirm.disable': { zh: '停用', en: 'disable' },
} as const;

addTexts(CONFIRM_TEXTS);

export interface ConfirmThenOptions {
  /** Runs after `done` is said (e.g. reload the list); the OK button spins until it is done. */
  after?: () => unknown;
  /**
   * Closes the dialog when `action` fails (the request client has told why) instead of keeping
   * it open for another try.
   */
  closeOnFailure?: boolean;
  /** The dialog's title instead of 系统提示 (e.g. 警告). */
  title?: string;
}

/**
 * Asks `content` in the 系统提示 dialog (确 定 / 取 消); once confirmed runs `action`, says `done`
 * (null: nothing), then runs `after`. The one confirmation of the app: every screen asks through it.
 */
export function confirmThen(
  content: string,
  action: () => unknown,
  done: string | null,
  { after, closeOnFailure = false, title }: ConfirmThenOptions = {},
) {
  const run = async () => {
    await action();
    if (done !== null) feedback().success(done);
    await after?.();
  };
  feedback().confirm({
    title: title ?? i18n.t('common.confirmTitle'),
    content,
    okText: i18n.t('common.dialogOk'),
    cancelText: i18n.t('common.dialogCancel'),
    onOk: closeOnFailure ? () => run().catch(() => {}) : run,
  });
}

/** Asks '是否确认删除{what}为"{ids}"的数据项？' and runs `action` (then `after`) when confirmed. */
export function confirmDelete(
  what: string,
  ids: readonly (string | number)[],
  action: () => Promise<unknown>,
  after?: () => unknown,
) {
  confirmThen(i18n.t('confirm.deleteIds', { what, ids: ids.join(',') }), action, i18n.t('common.deleteSuccess'), {
    after,
  });
}

/** Asks '是否确认删除"{name}"的数据项？', then `action`, 删除成功 and `after`. */
export function confirmDeleteNamed(name: string, action: () => Promise<unknown>, after?: () => unknown) {
  confirmThen(i18n.t('confirm.deleteNamed', { what: name }), action, i18n.t('common.deleteSuccess'), { after });
}

/** Asks '确认要"启用/停用""{name}"吗？', then `change` to '0' (enable) or '1', 修改成功 and `after`. */
export function confirmStatusChange(
  name: string,
  enable: boolean,
  change: (status: '0' | '1') => Promise<unknown>,
  after?: () => unknown,
) {
  confirmThen(
    i18n.t('confirm.status', { action: i18n.t(enable ? 'confirm.enable' : 'confirm.disable'), name }),
    () => change(enable ? '0' : '1'),
    i18n.t('common.editSuccess'),
    { after },
  );
}
