import { useState } from 'react';
import { feedback } from '@/shared/api/feedback.ts';
import { i18n } from '@/shared/i18n/index.ts';
import '@/shared/i18n/admin-texts.ts';

/**
 * What a form dialog of the administration screens is open for (`{ mode: 'add' | 'edit', … }`,
 * null: closed). `saved` says 新增成功 / 修改成功, closes the dialog and reloads the list.
 */
export function useDialogTarget<T extends { mode: 'add' | 'edit' }>(reload: () => unknown) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    open: setTarget,
    close: () => setTarget(null),
    saved: () => {
      feedback().success(i18n.t(target?.mode === 'edit' ? 'common.editSuccess' : 'common.addSuccess'));
      setTarget(null);
      void reload();
    },
  };
}
