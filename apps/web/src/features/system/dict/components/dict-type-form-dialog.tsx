import { type DictTypeBody, dictTypeBody } from '@zj/contract';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getDictType } from '../api/get-dict-type.ts';
import { useSaveDictType } from '../api/save-dict-type.ts';

const EMPTY: DictTypeBody = { dictName: '', dictType: '', status: '0', remark: '' };

/** 添加字典类型 / 修改字典类型. `dictId` undefined: closed; null: new. */
export function DictTypeFormDialog({
  dictId,
  statusOptions,
  onClose,
}: {
  dictId: number | null | undefined;
  statusOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const dialog = useFormDialog({
    id: dictId,
    prefix: 'dict',
    titles: { add: 'sys.dict.addTitle', edit: 'sys.dict.editTitle' },
    fields: EMPTY,
    load: getDictType,
    save: useSaveDictType(),
    idKey: 'dictId',
    onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      schema={dictTypeBody}
      items={[
        { name: 'dictName', label: 'sys.dict.name' },
        { name: 'dictType', label: 'sys.dict.type', invalid: 'sys.dict.typeRule' },
        { name: 'status', label: 'common.status', radio: statusOptions },
        { name: 'remark', label: 'common.remark', rows: 3 },
      ]}
    />
  );
}
