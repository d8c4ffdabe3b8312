import { i18n } from '@/shared/i18n/index.ts';
import { confirmThen } from '@/shared/ui/list/confirm.ts';

/**
 * Asks `content` (提示 / 确定 / 取消); once confirmed runs `action`, then `cleared` (e.g. the
 * selection), says `done` and refetches the list.
 */
export function confirmRun(
  content: string,
  action: () => Promise<unknown>,
  done: string,
  after: { refetch: () => Promise<unknown>; cleared?: () => void },
) {
  confirmThen({
    title: i18n.t('logout.title'),
    content,
    okText: i18n.t('common.ok'),
    cancelText: i18n.t('common.cancel'),
    action: async () => {
      await action();
      after.cleared?.();
    },
    done,
    after: after.refetch,
  });
}
