import { feedback } from '@/shared/api/feedback.ts';
import { i18n } from '@/shared/i18n/index.ts';
import './list-texts.ts';

export interface ConfirmThenOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  /** Runs once confirmed; the dialog's OK button spins until it and `after` are done. */
  action: () => Promise<unknown>;
  /** Said once `action` has succeeded. */
  done: string;
  /** Runs after `done` is said (e.g. reload the list). */
  after?: () => unknown;
}

/** Asks, and when confirmed runs `action`, says `done`, then runs `after`. */
export function confirmThen({ title, content, okText, cancelText, action, done, after }: ConfirmThenOptions) {
  feedback().confirm({
    title,
    content,
    okText,
    cancelText,
    onOk: async () => {
      await action();
      feedback().success(done);
      await after?.();
    },
  });
}

/** Asks '是否确认删除{what}为"{ids}"的数据项？' and runs `action` when confirmed. */
export function confirmDelete(what: string, ids: readonly (string | number)[], action: () => Promise<unknown>) {
  confirmThen({
    title: i18n.t('common.confirmTitle'),
    content: i18n.t('sys.confirmDelete', { what, ids: ids.join(',') }),
    okText: i18n.t('common.dialogOk'),
    cancelText: i18n.t('common.dialogCancel'),
    action,
    done: i18n.t('common.deleteSuccess'),
  });
}
