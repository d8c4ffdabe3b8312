import { i18n } from '@/shared/i18n/index.ts';
import { confirmThen as confirmList } from '@/shared/ui/list/confirm.ts';
import '../member-texts.ts';

/** Asks `content` in the 系统提示 dialog; runs `action` when confirmed, then tells `done`. */
export function confirmThen(content: string, action: () => Promise<unknown>, done: string) {
  confirmList({
    title: i18n.t('common.confirmTitle'),
    content,
    okText: i18n.t('common.dialogOk'),
    cancelText: i18n.t('common.dialogCancel'),
    action,
    done,
  });
}
