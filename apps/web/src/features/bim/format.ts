import { i18n } from '@/shared/i18n/index.ts';
import './bim-texts.ts';

/** A byte count as people read it: 1.50 GB, 12.3 MB, 820 KB, 12 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** A duration as people read it: 850 ms, 4.2 s, 3 min 5 s (min/分 by language). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return i18n.t('bim.minutes', { m: minutes, s: seconds });
}
