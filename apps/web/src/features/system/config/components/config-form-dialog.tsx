import { type ConfigBody, configBody } from '@zj/contract';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getConfig } from '../api/get-config.ts';
import { useSaveConfig } from '../api/save-config.ts';

const EMPTY: ConfigBody = { configName: '', configKey: '', configValue: '', configType: 'Y', remark: '' };

/** 添加参数 / 修改参数. `configId` undefined: closed; null: new. */
export function ConfigFormDialog({
  configId,
  yesNoOptions,
  onClose,
}: {
  configId: number | null | undefined;
  yesNoOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const dialog = useFormDialog({
    id: configId,
    prefix: 'config',
    titles: { add: 'sys.config.addTitle', edit: 'sys.config.editTitle' },
    fields: EMPTY,
    load: getConfig,
    save: useSaveConfig(),
    idKey: 'configId',
    onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      schema={configBody}
      items={[
        { name: 'configName', label: 'sys.config.name' },
        { name: 'configKey', label: 'sys.config.key' },
        { name: 'configValue', label: 'sys.config.value', rows: 2 },
        { name: 'configType', label: 'sys.config.type', radio: yesNoOptions },
        { name: 'remark', label: 'common.remark', rows: 3 },
      ]}
    />
  );
}
