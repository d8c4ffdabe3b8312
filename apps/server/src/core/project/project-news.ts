import type { Tx } from '../../core/db/client.ts';
import { bizProjectNews } from './projects.tables.ts';

/** What happened in a project (dict biz_project_news_type). */
export type ProjectNewsType = 'create' | 'update' | 'join' | 'leave' | 'role' | 'place' | 'restore';

export interface ProjectNewsEntry {
  projectId: number;
  newsType: ProjectNewsType;
  title: string;
  createBy: string;
}

/** Writes project news (项目动态) in the caller's transaction: modules call it when something happens. */
export async function recordProjectNews(tx: Tx, entries: ProjectNewsEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(bizProjectNews).values(entries.map((e) => ({ ...e, title: e.title.slice(0, 255) })));
}
