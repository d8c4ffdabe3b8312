import type { PostFilters } from '@zj/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';

/** 岗位编码 / 岗位名称 / 状态; the form is new each time the search is shown again. */
export function PostSearchForm({
  statusOptions,
  onSearch,
  onReset,
}: {
  statusOptions: readonly DictOption[];
  onSearch: (filters: PostFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PostFilters>();
  return (
    <SearchForm<PostFilters> prefix="post" form={form} onSearch={onSearch} onReset={onReset}>
      <SearchInput name="postCode" label="sys.post.code" />
      <SearchInput name="postName" label="sys.post.name" />
      <Form.Item name="status" label={t('common.status')}>
        <DictSelect options={statusOptions} placeholder={t('sys.post.status')} style={{ width: 200 }} />
      </Form.Item>
    </SearchForm>
  );
}
