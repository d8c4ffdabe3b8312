import { DICT_TYPES } from '@zj/contract';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';

/** sys_normal_disable: '0' 正常 / '1' 停用. */
export function StatusTag({ status }: { status: string }) {
  const dicts = useDict(DICT_TYPES.normalDisable);
  return <DictTag options={dicts[DICT_TYPES.normalDisable]} value={status} />;
}
