import { useState } from 'react';

/** The props of an add / edit dialog of the administration screens: closed without a target. */
export interface TargetDialogProps<T extends { mode: 'add' | 'edit' }> {
  target: T | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * What a form dialog of the administration screens is open for (`{ mode: 'add' | 'edit', … }`,
 * null: closed). `saved` (after the dialog's 新增成功 / 修改成功) closes the dialog and reloads the list.
 */
export function useDialogTarget<T extends { mode: 'add' | 'edit' }>(reload: () => unknown) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    open: setTarget,
    close: () => setTarget(null),
    saved: () => {
      setTarget(null);
      void reload();
    },
  };
}

/** The useFormDialog id of a target: undefined closed, null a new record, else the edited record's. */
export function dialogId<T extends { mode: 'add' | 'edit' }>(
  target: T | null,
  idOf: (edit: Extract<T, { mode: 'edit' }>) => number,
): number | null | undefined {
  if (!target) return undefined;
  return target.mode === 'edit' ? idOf(target as Extract<T, { mode: 'edit' }>) : null;
}
