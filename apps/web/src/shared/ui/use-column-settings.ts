import { useCallback, useState } from 'react';
import { readJson, writeLocal } from '../store/storage.ts';

/** One column of the visibility setting (spec 01 §3: key and visible). */
export interface ColumnSetting {
  key: string;
  visible: boolean;
}

export const columnStorageKey = (tableKey: string) => `table-columns:${tableKey}`;

/** The stored setting merged with the table's columns (new columns visible, removed ones dropped). */
export function loadColumnSettings(tableKey: string, keys: readonly string[]): ColumnSetting[] {
  const stored = readJson<unknown>(columnStorageKey(tableKey), []);
  const hidden = new Set(
    Array.isArray(stored)
      ? stored
          .filter((item): item is ColumnSetting => typeof item?.key === 'string' && item.visible === false)
          .map((item) => item.key)
      : [],
  );
  return keys.map((key) => ({ key, visible: !hidden.has(key) }));
}

/**
 * Column visibility of one table, kept in local storage per table. `visible(key)` tells the
 * table whether to render a column; `setVisible` is what the toolbar's setting calls.
 */
export function useColumnSettings(tableKey: string, keys: readonly string[]) {
  const [settings, setSettings] = useState(() => loadColumnSettings(tableKey, keys));
  const update = useCallback(
    (next: ColumnSetting[]) => {
      setSettings(next);
      writeLocal(columnStorageKey(tableKey), JSON.stringify(next));
    },
    [tableKey],
  );
  const setVisible = useCallback(
    (key: string, visible: boolean) => update(settings.map((item) => (item.key === key ? { ...item, visible } : item))),
    [settings, update],
  );
  const isVisible = useCallback(
    (key: string) => settings.find((item) => item.key === key)?.visible ?? true,
    [settings],
  );
  return { settings, setVisible, update, isVisible };
}
