import { DICT_TYPES } from '@zj/contract';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';

export type UserFilters = Record<string, string | undefined>;

/** Search form values → list params (the range as params[beginTime]/params[endTime]). */
export function toUserFilters(values: {
  userName?: string;
  phonenumber?: string;
  status?: string;
  range?: [Dayjs, Dayjs] | null;
}): UserFilters {
  const filters: UserFilters = {};
  if (values.userName?.trim()) filters.userName = values.userName.trim();
  if (values.phonenumber?.trim()) filters.phonenumber = values.phonenumber.trim();
  if (values.status) filters.status = values.status;
  if (values.range?.[0] && values.range[1]) {
    filters['params[beginTime]'] = values.range[0].format('YYYY-MM-DD');
    filters['params[endTime]'] = values.range[1].format('YYYY-MM-DD');
  }
  return filters;
}

export function UserSearch({ onSearch }: { onSearch: (filters: UserFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const dicts = useDict(DICT_TYPES.normalDisable);
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(toUserFilters(values))}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="userName" label={t('adm.user.userName')}>
        <Input data-testid="user-search-userName" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('adm.user.phone')}>
        <Input data-testid="user-search-phone" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status" label={t('adm.status')}>
        <DictSelect
          data-testid="user-search-status"
          options={dicts[DICT_TYPES.normalDisable]}
          placeholder={t('adm.select')}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="range" label={t('adm.createTime')}>
        <DatePicker.RangePicker placeholder={[t('adm.start'), t('adm.end')]} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="user-search-submit">
            {t('adm.search')}
          </Button>
          <Button
            data-testid="user-search-reset"
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('adm.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
