import { Tag } from 'antd';
import { Fragment } from 'react';
import type { DictOption } from './use-dict.ts';

/** Element-style list classes of dictionary data and the antd Tag colour each becomes. */
export const LIST_CLASS_COLORS: Readonly<Record<string, string>> = {
  default: 'default',
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export const tagColor = (listClass: string | null | undefined) => LIST_CLASS_COLORS[listClass ?? ''] ?? 'default';

export interface DictTagProps {
  options: readonly DictOption[];
  /** A value, a comma-joined list of values, or an array of values. */
  value: string | number | readonly (string | number)[] | null | undefined;
  separator?: string;
  /** Show values that the dictionary does not know (default true). */
  showValue?: boolean;
}

function toValues(value: DictTagProps['value'], separator: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(separator);
}

/**
 * The dictionary labels of a value (RuoYi's dict-tag): 'default' or empty list classes without a
 * css class render plain text, the others a coloured Tag; cssClass is added as a class.
 */
export function DictTag({ options, value, separator = ',', showValue = true }: DictTagProps) {
  const values = toValues(value, separator);
  if (values.length === 0) return null;
  return (
    <span className="dict-tag" data-testid="dict-tag">
      {values.map((item, index) => {
        const option = options.find((candidate) => candidate.dictValue === item);
        const key = `${item}-${index}`;
        if (!option) return showValue ? <Fragment key={key}>{item} </Fragment> : null;
        const plain = (option.listClass === 'default' || !option.listClass) && !option.cssClass;
        if (plain) {
          return (
            <span key={key} data-value={item}>
              {option.dictLabel}
            </span>
          );
        }
        return (
          <Tag
            key={key}
            data-value={item}
            data-list-class={option.listClass}
            color={tagColor(option.listClass)}
            className={option.cssClass || undefined}
          >
            {option.dictLabel}
          </Tag>
        );
      })}
    </span>
  );
}
