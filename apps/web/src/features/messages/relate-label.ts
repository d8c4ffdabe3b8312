import { RELATE_TABLES, type SysMessageRow } from '@zj/contract';
import type { TFunction } from 'i18next';

/** Problem tables whose records may be safety problems (their messages then say 安全问题). */
const PROBLEM_TABLES = new Set(['quality_problem', 'quality_problem_rectification']);

/** Whether a message is about a safety problem (the server wrote it with a safety text key). */
export const aboutSafetyProblem = (message: Pick<SysMessageRow, 'relateTable' | 'titleKey'>): boolean =>
  PROBLEM_TABLES.has(message.relateTable ?? '') && (message.titleKey ?? '').startsWith('message.safetyProblem');

/** What kind of record a message refers to, e.g. 质量问题, or 安全问题 for a safety one ('' when it refers to none). */
export function relateKind(
  t: TFunction,
  relateTable: string | null,
  message?: Pick<SysMessageRow, 'relateTable' | 'titleKey'>,
): string {
  if (!relateTable) return '';
  if (message && aboutSafetyProblem(message)) return t(`messages.table.safety.${relateTable}`);
  const known = (RELATE_TABLES as readonly string[]).includes(relateTable);
  return t(known ? `messages.table.${relateTable}` : 'messages.table.other');
}

/**
 * 关联记录：项目「滨江花园」 (the record's name, as the server resolved it), else 关联记录：质量问题 #12;
 * null when the message refers to no record.
 */
export function relateLabel(
  t: TFunction,
  message: Pick<SysMessageRow, 'relateTable' | 'relateId' | 'relateName' | 'titleKey'>,
): string | null {
  const what = relateKind(t, message.relateTable, message);
  if (!what) return null;
  if (message.relateName) return t('messages.recordNamed', { what, name: message.relateName });
  return message.relateId ? t('messages.record', { what, id: message.relateId }) : what;
}
