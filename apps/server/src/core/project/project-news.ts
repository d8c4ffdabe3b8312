import { type ServerTextKey, type ServerTextParams, storedText } from '@zj/contract';
import type { Tx } from '../../core/db/client.ts';
import { bizProjectNews } from './projects.tables.ts';

/** What happened in a project (dict biz_project_news_type). */
export type ProjectNewsType = 'create' | 'update' | 'join' | 'leave' | 'role' | 'place' | 'restore';

export interface ProjectNewsEntry {
  projectId: number;
  newsType: ProjectNewsType;
  /** The text (server-texts.ts `news.*`), shown in the reader's language. */
  key: ServerTextKey;
  params: ServerTextParams;
  createBy: string;
  createTime?: Date;
}

/** The row of a news entry: the Chinese title (the original's clients read it), its key and parameters. */
export function newsValues({ key, params, ...entry }: ProjectNewsEntry) {
  const text = storedText(key, params);
  return { ...entry, ...text, title: text.title.slice(0, 255) };
}

/** Writes project news (项目动态) in the caller's transaction: modules call it when something happens. */
export async function recordProjectNews(tx: Tx, entries: ProjectNewsEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(bizProjectNews).values(entries.map(newsValues));
}
