import { CONSTRUCTION_LOG_LIMITS } from '@zj/contract';
import { Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProblemOption, useProblemOptions } from '../api/problem-options.ts';

interface ProblemPickerProps {
  projectId: number;
  /** The problems the log already names (their labels while the search has not found them). */
  known: ReadonlyArray<{ problemId: number; name: string }>;
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
}

/** 发现问题: the project's quality and safety problems, searched by name. */
export function ProblemPicker({ projectId, known, value, onChange, disabled }: ProblemPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useProblemOptions(projectId, name, open && !disabled);
  const options = useMemo(() => {
    const byId = new Map<number, ProblemOption | { problemId: number; name: string; kind?: string }>();
    for (const problem of known) byId.set(problem.problemId, problem);
    for (const problem of found.data ?? []) byId.set(problem.problemId, problem);
    return [...byId.values()].map((problem) => ({
      value: problem.problemId,
      label: problem.name,
      kind: 'kind' in problem ? problem.kind : undefined,
    }));
  }, [known, found.data]);
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setTyped}
      onOpenChange={setOpen}
      loading={found.isFetching}
      value={value ?? []}
      onChange={(ids: number[]) => onChange?.(ids.slice(0, CONSTRUCTION_LOG_LIMITS.problems))}
      disabled={disabled}
      placeholder={t('clog.problemsHint')}
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.kind ? (
            <Tag color={option.data.kind === '2' ? 'orange' : 'blue'}>
              {t(option.data.kind === '2' ? 'clog.safety' : 'clog.quality')}
            </Tag>
          ) : null}
          {option.data.label}
        </span>
      )}
      style={{ width: '100%' }}
      data-testid="clog-problems"
    />
  );
}
