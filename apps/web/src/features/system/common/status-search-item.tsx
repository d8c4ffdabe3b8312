import { DICT_TYPES } from '@zj/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/admin-texts.ts';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';

/** The 状态 field (正常 / 停用) of an administration search form: `${prefix}-search-status`. */
export function StatusSearchItem({ prefix, width }: { prefix: string; width: number }) {
  const { t } = useTranslation();
  const options = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  return (
    <Form.Item name="status" label={t('common.status')}>
      <DictSelect
        data-testid={`${prefix}-search-status`}
        options={options}
        placeholder={t('adm.select')}
        style={{ width }}
      />
    </Form.Item>
  );
}
