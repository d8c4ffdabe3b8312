import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, type FormInstance, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeParams } from './use-list-params.ts';
import './list-texts.ts';

/** The fields of a search form plus the optional date range, as the list query wants them. */
export function toFilters<F>(values: F & { dateRange?: [Dayjs, Dayjs] | null }): Omit<F, 'dateRange'> & {
  params?: { beginTime: string; endTime: string };
} {
  const { dateRange, ...rest } = values;
  const range = dateRange ? ([dateRange[0].format('YYYY-MM-DD'), dateRange[1].format('YYYY-MM-DD')] as const) : null;
  return { ...(rest as Omit<F, 'dateRange'>), ...rangeParams(range) };
}

/**
 * Inline search form with 搜索 / 重置 and, with `dateRange`, a day range (labelled 创建时间, or
 * the text key `dateRange` gives). The submit button's test id is `${prefix}-search-submit`
 * unless `submitTestId` says otherwise.
 */
export function SearchForm<F extends object>({
  prefix,
  form,
  children,
  dateRange,
  submitTestId,
  onSearch,
  onReset,
}: {
  prefix: string;
  form: FormInstance<F>;
  children: ReactNode;
  dateRange?: boolean | string;
  submitTestId?: string;
  onSearch: (values: F) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      name={`${prefix}-search`}
      layout="inline"
      onFinish={onSearch}
      data-testid={`${prefix}-search`}
      style={{ marginBottom: 12, rowGap: 8 }}
    >
      {children}
      {dateRange && (
        <Form.Item name="dateRange" label={t(typeof dateRange === 'string' ? dateRange : 'common.createTime')}>
          <DatePicker.RangePicker placeholder={[t('common.start'), t('common.end')]} style={{ width: 240 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined aria-hidden />}
          data-testid={submitTestId ?? `${prefix}-search-submit`}
        >
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          data-testid={`${prefix}-search-reset`}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('common.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** A text field of a search form: label and 请输入… from the text key `label`. */
export function SearchInput({
  name,
  label,
  width = 200,
  testId,
}: {
  name: string;
  label: string;
  width?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(label)}>
      <Input allowClear placeholder={t('common.enter', { field: t(label) })} style={{ width }} data-testid={testId} />
    </Form.Item>
  );
}
