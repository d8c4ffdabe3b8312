import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/i18n/common-texts.ts';

/** Texts of the list building blocks beyond the generic `common.*` words (common-texts.ts): the cache refresh. */
export const LIST_TEXTS = {
  'sys.refreshCache': { zh: '刷新缓存', en: 'Refresh cache' },
  'sys.refreshSuccess': { zh: '刷新成功', en: 'Cache refreshed' },
} as const;

addTexts(LIST_TEXTS);
