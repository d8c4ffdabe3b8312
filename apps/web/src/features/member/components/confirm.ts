import { feedback } from '../../../shared/api/feedback.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import '../member-texts.ts';

/** Asks `content` in the 系统提示 dialog; runs `action` when confirmed, then tells `done`. */
export function confirmThen(content: string, action: () => Promise<unknown>, done: string) {
  feedback().confirm({
    title: i18n.t('member.confirmTitle'),
    content,
    okText: i18n.t('member.ok'),
    cancelText: i18n.t('member.cancel'),
    onOk: async () => {
      await action();
      feedback().success(done);
    },
  });
}
