import { Form, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanTaskOptions } from '../api/plan-task-options.ts';
import { useLogProject } from './log-project.ts';

interface PlanTaskPickerProps {
  /** The work row (its `planTaskName` is the chosen task's label). */
  row: number;
  ariaLabel: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}

/** A work row's plan task: a leaf task of the log's project's plans, searched by WBS or name. */
export function PlanTaskPicker({ row, ariaLabel, value, onChange, disabled }: PlanTaskPickerProps) {
  const { t } = useTranslation();
  const projectId = useLogProject();
  const form = Form.useFormInstance();
  const known = Form.useWatch(['work', row, 'planTaskName'], { form, preserve: true }) as string | null | undefined;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = usePlanTaskOptions(projectId, keyword, open && !disabled);
  const options = useMemo(() => {
    const list = (found.data ?? []).map((task) => ({
      value: task.taskId,
      label: task.wbs ? `${task.wbs} ${task.taskName}` : task.taskName,
      plan: task.planName,
    }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: known ?? `#${value}`, plan: '' });
    return list;
  }, [found.data, value, known]);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setTyped}
      onOpenChange={setOpen}
      loading={found.isFetching}
      value={value ?? null}
      onChange={(id: number | undefined, option) => {
        const chosen = Array.isArray(option) ? undefined : option;
        form.setFieldValue(['work', row, 'planTaskName'], chosen?.label ?? null);
        onChange?.(id ?? null);
      }}
      disabled={disabled}
      placeholder={t('clog.planTaskHint')}
      aria-label={ariaLabel}
      options={options}
      optionRender={(option) => (
        <span data-testid={`clog-task-option-${option.data.value}`}>
          {option.data.label}
          {option.data.plan ? <Typography.Text type="secondary"> · {option.data.plan}</Typography.Text> : null}
        </span>
      )}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={`clog-work-task-${row}`}
    />
  );
}
