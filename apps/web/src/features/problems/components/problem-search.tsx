import { PROBLEM_LEVELS } from '@zj/contract';
import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMembers } from '@/shared/problems/problem-api.ts';
import { SearchForm } from '@/shared/ui/list/search-form.tsx';

export interface ProblemFilters {
  name?: string;
  status?: number;
  level?: string;
  type?: string;
  implementer?: number;
  beginTime?: string;
  endTime?: string;
}

interface SearchValues extends Omit<ProblemFilters, 'beginTime' | 'endTime'> {
  dateRange?: [Dayjs, Dayjs] | null;
}

/** The filters of a problem list: name, status, level, type, collaborator and creation days. */
export function ProblemSearch({
  projectId,
  onSearch,
  onReset,
}: {
  projectId: number;
  onSearch(filters: ProblemFilters): void;
  onReset(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues>();
  const members = useMembers(projectId, true);
  return (
    <SearchForm
      prefix="tracking"
      form={form}
      dateRange="tracking.filter.date"
      onSearch={({ dateRange, ...rest }) =>
        onSearch({
          ...rest,
          ...(dateRange
            ? { beginTime: dateRange[0].format('YYYY-MM-DD'), endTime: dateRange[1].format('YYYY-MM-DD') }
            : {}),
        })
      }
      onReset={onReset}
    >
      <Form.Item name="name" label={t('tracking.filter.name')}>
        <Input allowClear maxLength={50} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('tracking.filter.status')}>
        <Select
          allowClear
          style={{ width: 150 }}
          data-testid="tracking-filter-status"
          options={[1, 2, 3].map((status) => ({ value: status, label: t(`tracking.status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="level" label={t('tracking.filter.level')}>
        <Select
          allowClear
          style={{ width: 110 }}
          options={PROBLEM_LEVELS.map((level) => ({ value: level, label: t(`problem.level.${level}`) }))}
        />
      </Form.Item>
      <Form.Item name="type" label={t('tracking.filter.type')}>
        <Input allowClear maxLength={20} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="implementer" label={t('tracking.filter.implementer')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 150 }}
          options={(members.data?.rows ?? []).map((row) => ({
            value: row.userId,
            label: row.nickName || row.userName,
          }))}
        />
      </Form.Item>
    </SearchForm>
  );
}
