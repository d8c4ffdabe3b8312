import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { PostFilters } from '@zj/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';

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
    <Form
      form={form}
      name="post-search"
      layout="inline"
      onFinish={onSearch}
      data-testid="post-search"
      style={{ marginBottom: 12, rowGap: 8 }}
    >
      <Form.Item name="postCode" label={t('sys.post.code')}>
        <Input allowClear placeholder={t('sys.enter', { field: t('sys.post.code') })} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="postName" label={t('sys.post.name')}>
        <Input allowClear placeholder={t('sys.enter', { field: t('sys.post.name') })} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label={t('sys.status')}>
        <DictSelect options={statusOptions} placeholder={t('sys.post.status')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="post-search-submit">
          {t('sys.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          data-testid="post-search-reset"
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('sys.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
