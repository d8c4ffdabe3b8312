import type { TFunction } from 'i18next';
import '../task-centre-texts.ts';

/** A history action or task outcome (approve, reject, …) in the user's language; unknown codes as they are. */
export const actionLabel = (t: TFunction, action: string) =>
  action ? t(`order.action.${action}`, { defaultValue: action }) : '-';
