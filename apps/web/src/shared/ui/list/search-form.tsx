import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, type FormInstance, Input, Select, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../dict/dict-select.tsx';
import type { DictOption } from '../dict/use-dict.ts';
import { rangeParams } from './use-list-params.ts';
import './list-texts.ts';

/** The day range a search form with `dateRange` adds to its values. */
export type DateRangeValues = { dateRange?: [Dayjs, Dayjs] | null };

/** The fields of a search form plus the optional date range, as the list query wants them. */
export function toFilters<F>(values: F & DateRangeValues): Omit<F, 'dateRange'> & {
  params?: { beginTime: string; endTime: string };
} {
  const { dateRange, ...rest } = values;
  const range = dateRange ? ([dateRange[0].format('YYYY-MM-DD'), dateRange[1].format('YYYY-MM-DD')] as const) : null;
  return { ...(rest as Omit<F, 'dateRange'>), ...rangeParams(range) };
}

/**
 * A field of a search form, described: a text input (请输入{label}, or the text key `placeholder`),
 * a select over dictionary options (`dict`) or over `options` (the placeholder then the label);
 * `placeholder` is given the label as `{field}`. Any other field is an element.
 */
export type SearchField =
  | ReactElement
  | {
      name: string;
      /** Text key of the label. */
      label: string;
      placeholder?: string;
      dict?: readonly DictOption[];
      options?: SelectProps['options'];
      width?: number;
      testId?: string;
    };

export interface SearchFormProps<F extends object> {
  prefix: string;
  /** The form (kept by the caller when its values must outlive the form); default: the form's own. */
  form?: FormInstance<F>;
  /** The described fields, before `children`. */
  fields?: readonly SearchField[];
  children?: ReactNode;
  dateRange?: boolean | string;
  submitTestId?: string;
  onSearch: (values: F) => void;
  onReset: () => void;
}

/**
 * Inline search form with `fields`, then `children`, then with `dateRange` a day range (labelled
 * 创建时间, or the text key `dateRange` gives) and 搜索 / 重置. The submit button's test id is
 * `${prefix}-search-submit` unless `submitTestId` says otherwise.
 */
export function SearchForm<F extends object>({
  prefix,
  form: given,
  fields = [],
  children,
  dateRange,
  submitTestId,
  onSearch,
  onReset,
}: SearchFormProps<F>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<F>();
  const form = given ?? own;
  return (
    <Form
      form={form}
      name={`${prefix}-search`}
      layout="inline"
      onFinish={onSearch}
      data-testid={`${prefix}-search`}
      style={{ marginBottom: 12, rowGap: 8 }}
    >
      {fields.map((field) => (isValidElement(field) ? field : <SearchItem key={field.name} {...field} />))}
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

/** A described field of a search form (SearchField). */
function SearchItem({
  name,
  label,
  placeholder,
  dict,
  options,
  width = 200,
  testId,
}: Exclude<SearchField, ReactElement>) {
  const { t } = useTranslation();
  const field = t(label);
  const select = dict !== undefined || options !== undefined;
  const hint = placeholder ? t(placeholder, { field }) : select ? field : t('common.enter', { field });
  const style = { width };
  return (
    <Form.Item name={name} label={field}>
      {dict ? (
        <DictSelect options={dict} placeholder={hint} style={style} data-testid={testId} />
      ) : options ? (
        <Select allowClear options={options} placeholder={hint} style={style} data-testid={testId} />
      ) : (
        <Input allowClear placeholder={hint} style={style} data-testid={testId} />
      )}
    </Form.Item>
  );
}

/** A text field of a search form: label and 请输入… from the text key `label`. */
export function SearchInput(props: { name: string; label: string; width?: number; testId?: string }) {
  return <SearchItem {...props} />;
}
