import { Button, DatePicker, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Filters, toFilters } from './search-filters.ts';

/** The inline search form of a list screen: fields, an optional time range, search and reset. */
export function SearchBar({
  children,
  withRange = true,
  onSearch,
}: {
  children: ReactNode;
  withRange?: boolean;
  onSearch: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(toFilters(values))}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      {children}
      {withRange && (
        <Form.Item name="range" label={t('common.timeRange')}>
          <DatePicker.RangePicker placeholder={[t('common.start'), t('common.end')]} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="search-submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
