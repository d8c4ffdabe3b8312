import { RELATE_TABLES, type SysMessageRow } from '@zj/contract';
import type { TFunction } from 'i18next';

/** What kind of record a message refers to, e.g. 质量问题 ('' when it refers to none). */
export function relateKind(t: TFunction, relateTable: string | null): string {
  if (!relateTable) return '';
  const known = (RELATE_TABLES as readonly string[]).includes(relateTable);
  return t(known ? `messages.table.${relateTable}` : 'messages.table.other');
}

/**
 * 关联记录：项目「滨江花园」 (the record's name, as the server resolved it), else 关联记录：质量问题 #12;
 * null when the message refers to no record.
 */
export function relateLabel(
  t: TFunction,
  message: Pick<SysMessageRow, 'relateTable' | 'relateId' | 'relateName'>,
): string | null {
  const what = relateKind(t, message.relateTable);
  if (!what) return null;
  if (message.relateName) return t('messages.recordNamed', { what, name: message.relateName });
  return message.relateId ? t('messages.record', { what, id: message.relateId }) : what;
}
