import type { TreeSelect } from '@zj/contract';

/** What the dialog starts from: the role's stored ids as they are (the tree shows them with linkedView). */
export function shownChecked(_nodes: readonly TreeSelect[], stored: readonly number[]): number[] {
  return [...stored];
}

/**
 * The ids to save: the granted ids, sorted. Checking a node grants the directories above it
 * (toggleNode), as RuoYi keeps half-checked parents; ids the editor did not touch stay.
 */
export function idsToSave(_nodes: readonly TreeSelect[], checked: readonly number[]): number[] {
  return [...new Set(checked)].sort((a, b) => a - b);
}
