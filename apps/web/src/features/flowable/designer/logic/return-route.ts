/** Spec 02 §2: where back and save return (the 流程模板 list). */
export const MODEL_LIST_PATH = '/system/flowable-manage/system/flowable/model';

/** The list's URL with `t` (a timestamp, so the list reloads) and the `pageNum` of the current route. */
export function returnUrl(search: string, now = Date.now()): string {
  const pageNum = new URLSearchParams(search).get('pageNum');
  const query = new URLSearchParams({ t: String(now) });
  if (pageNum && /^\d+$/.test(pageNum)) query.set('pageNum', pageNum);
  return `${MODEL_LIST_PATH}?${query.toString()}`;
}

/** The designer's URL for a model (or a blank diagram), keeping the list's page. */
export function designerUrl(modelId: number | null, pageNum?: number): string {
  const query = new URLSearchParams();
  if (modelId !== null) query.set('modelId', String(modelId));
  if (pageNum !== undefined) query.set('pageNum', String(pageNum));
  const text = query.toString();
  return `/sys/flowable/design${text ? `?${text}` : ''}`;
}

/** The `modelId` query parameter when it is a positive integer, else null (blank diagram). */
export function modelIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get('modelId');
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}
