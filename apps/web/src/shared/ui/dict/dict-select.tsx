import { Radio, Select, type SelectProps } from 'antd';
import type { DictOption } from './use-dict.ts';

/** A select over dictionary options (search forms). */
export function DictSelect({ options, ...rest }: { options: readonly DictOption[] } & Omit<SelectProps, 'options'>) {
  return (
    <Select
      allowClear
      {...rest}
      options={options.map((option) => ({ label: option.dictLabel, value: option.dictValue }))}
    />
  );
}

/** Radio buttons over dictionary options (edit forms). */
export function DictRadio({
  options,
  value,
  onChange,
  id,
}: {
  options: readonly DictOption[];
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  return (
    <Radio.Group id={id} value={value} onChange={(event) => onChange?.(event.target.value)}>
      {options.map((option) => (
        <Radio key={option.dictValue} value={option.dictValue}>
          {option.dictLabel}
        </Radio>
      ))}
    </Radio.Group>
  );
}
