import { CloudUploadOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { type ModelRow, PERMS } from '@zj/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';
import './flowable-texts.ts';

const M = PERMS.flowable.model;

export const MODEL_LABELS = {
  modelKey: 'flow.model.key',
  modelName: 'flow.model.name',
  category: 'flow.model.category',
  version: 'flow.model.version',
  description: 'flow.model.description',
  createTime: 'common.createTime',
} as const;

export interface ModelActions {
  onDesign: (row: ModelRow) => void;
  onView: (row: ModelRow) => void;
  onDownload: (row: ModelRow) => void;
  onDeploy: (row: ModelRow) => void;
}

/** The models: key, name, category, the version the last deploy wrote; 设计 / 查看 / 下载XML / 部署 / 删除. */
export function ModelTable({
  onDesign,
  onView,
  onDownload,
  onDeploy,
  ...binding
}: ListTableBinding<ModelRow, number> & ModelActions) {
  const { t } = useTranslation();
  const columns: ColumnsType<ModelRow> = [
    column('modelKey', t('flow.model.key'), { ellipsis: true }),
    column('modelName', t('flow.model.name'), { ellipsis: true }),
    column('category', t('flow.model.category'), { width: 100 }),
    column('version', t('flow.model.version'), {
      width: 110,
      render: (version: number | null) =>
        version === null ? <Tag>{t('flow.model.notDeployed')}</Tag> : <Tag color="blue">v{version}</Tag>,
    }),
    column('description', t('flow.model.description'), { ellipsis: true }),
    column('createTime', t('common.createTime'), { width: 170 }),
  ];
  return (
    <ListTable
      prefix="model"
      rowKey="modelId"
      columns={columns}
      actionsWidth={360}
      rowExtra={(row) => (
        <>
          <PermLink perm={M.edit} icon={<EditOutlined />} onClick={() => onDesign(row)} testId="model-row-design">
            {t('flow.model.design')}
          </PermLink>
          <PermLink perm={M.query} icon={<EyeOutlined />} onClick={() => onView(row)} testId="model-row-view">
            {t('flow.model.view')}
          </PermLink>
          <PermLink
            perm={M.query}
            icon={<DownloadOutlined />}
            onClick={() => onDownload(row)}
            testId="model-row-download"
          >
            {t('flow.model.downloadXml')}
          </PermLink>
          <PermLink
            perm={M.deploy}
            icon={<CloudUploadOutlined />}
            onClick={() => onDeploy(row)}
            testId="model-row-deploy"
          >
            {t('flow.model.deploy')}
          </PermLink>
          <PermLink
            perm={M.remove}
            icon={<DeleteOutlined />}
            danger
            onClick={() => binding.onDelete(row.modelId)}
            testId="model-row-delete"
          >
            {t('common.delete')}
          </PermLink>
        </>
      )}
      {...binding}
    />
  );
}
