import { useQueries } from '@tanstack/react-query';
import { type DictDataRow, dictLabelIn } from '@zj/contract';
import { API } from '@zj/contract/api';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/call.ts';

/** What a dictionary tag or select needs of a dictionary row. */
export type DictOption = Pick<DictDataRow, 'dictLabel' | 'dictValue' | 'listClass' | 'cssClass'>;

/** Dictionaries change rarely; the dictionary screen's refresh-cache button invalidates them. */
export const DICT_STALE_MS = 30 * 60_000;
export const dictQueryKey = (type: string) => ['dict', type] as const;

/** The enabled data of one dictionary type. */
export async function getDictData(type: string): Promise<DictOption[]> {
  const result = await call(API.dicts.dataOfType, { params: { dictType: type } });
  return (result.data ?? []).map(({ dictLabel, dictValue, listClass, cssClass }) => ({
    dictLabel,
    dictValue,
    listClass: listClass ?? '',
    cssClass: cssClass ?? '',
  }));
}

/**
 * The data of several dictionary types, keyed by type (empty lists while loading). In English,
 * seeded labels are shown in English (contract dict-labels.ts); labels an administrator typed stay.
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const { i18n } = useTranslation();
  const language = i18n.language ?? '';
  const results = useQueries({
    queries: types.map((type) => ({
      queryKey: dictQueryKey(type),
      queryFn: () => getDictData(type),
      staleTime: DICT_STALE_MS,
      gcTime: DICT_STALE_MS,
    })),
  });
  const out = {} as Record<T, DictOption[]>;
  types.forEach((type, index) => {
    const data = results[index]?.data ?? [];
    out[type] = language.startsWith('en')
      ? data.map((option) => ({ ...option, dictLabel: dictLabelIn(option.dictLabel, language) }))
      : data;
  });
  return out;
}

/** The label of a value, or the value itself when the dictionary does not know it. */
export function dictLabel(options: readonly DictOption[], value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return options.find((option) => option.dictValue === text)?.dictLabel ?? text;
}
