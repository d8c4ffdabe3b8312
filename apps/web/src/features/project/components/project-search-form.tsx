import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { SearchForm } from '@/shared/ui/list/search-form.tsx';
import type { ProjectFilters } from '../api/get-projects.ts';
import '../project-texts.ts';

/** 项目名称 / 项目编号 / 项目状态 / 项目类型 with 搜索 and 重置. */
export function ProjectSearchForm({
  prefix,
  statusOptions,
  typeOptions,
  onSearch,
  onReset,
}: {
  prefix: string;
  statusOptions: readonly DictOption[];
  typeOptions: readonly DictOption[];
  onSearch: (filters: ProjectFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectFilters>();
  const enter = (key: string) => t('common.enter', { field: t(key) });
  return (
    <SearchForm prefix={prefix} form={form} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="projectName" label={t('proj.field.name')}>
        <Input allowClear maxLength={100} placeholder={enter('proj.field.name')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="projectCode" label={t('proj.field.code')}>
        <Input allowClear maxLength={64} placeholder={enter('proj.field.code')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status" label={t('proj.field.status')}>
        <DictSelect
          options={statusOptions}
          placeholder={t('common.choose', { field: t('proj.field.status') })}
          style={{ width: 160 }}
          data-testid={`${prefix}-search-status`}
        />
      </Form.Item>
      <Form.Item name="projectType" label={t('proj.field.type')}>
        <DictSelect
          options={typeOptions}
          placeholder={t('common.choose', { field: t('proj.field.type') })}
          style={{ width: 160 }}
          data-testid={`${prefix}-search-type`}
        />
      </Form.Item>
    </SearchForm>
  );
}
