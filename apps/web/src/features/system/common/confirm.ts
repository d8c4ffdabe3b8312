import { feedback } from '../../../shared/api/feedback.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import './system-texts.ts';

/** Asks '是否确认删除{what}为"{ids}"的数据项？' and runs `action` when confirmed. */
export function confirmDelete(what: string, ids: readonly (string | number)[], action: () => Promise<unknown>) {
  feedback().confirm({
    title: i18n.t('sys.confirmTitle'),
    content: i18n.t('sys.confirmDelete', { what, ids: ids.join(',') }),
    okText: i18n.t('sys.ok'),
    cancelText: i18n.t('sys.cancel'),
    onOk: async () => {
      await action();
      feedback().success(i18n.t('sys.deleteSuccess'));
    },
  });
}
