import type { DictOption } from '@/shared/ui/dict/use-dict.ts';

/** Marker colours by the status's dictionary list class (Element's palette, as the tags use). */
const COLORS: Readonly<Record<string, string>> = {
  primary: '#409EFF',
  success: '#67C23A',
  warning: '#E6A23C',
  danger: '#F56C6C',
  info: '#909399',
};
const DEFAULT_COLOR = '#409EFF';

export interface MarkerLook {
  statusLabel: string;
  color: string;
}

/** The label and colour of a project status from dictionary biz_project_status. */
export function markerLook(statuses: readonly DictOption[], status: string): MarkerLook {
  const option = statuses.find((candidate) => candidate.dictValue === status);
  return { statusLabel: option?.dictLabel ?? status, color: COLORS[option?.listClass ?? ''] ?? DEFAULT_COLOR };
}
