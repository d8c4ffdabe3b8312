import { CloudUploadOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { type ModelRow, PERMS } from '@zj/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
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
  return (
    <ListTable
      prefix="model"
      rowKey="modelId"
      columns={{
        modelKey: { ellipsis: true },
        modelName: { ellipsis: true },
        category: { width: 100 },
        version: {
          width: 110,
          render: (version: number | null) =>
            version === null ? <Tag>{t('flow.model.notDeployed')}</Tag> : <Tag color="blue">v{version}</Tag>,
        },
        description: { ellipsis: true },
        createTime: { width: 170 },
      }}
      actionsWidth={360}
      rowLinks={(row) => [
        {
          label: 'flow.model.design',
          perm: M.edit,
          icon: <EditOutlined />,
          onClick: () => onDesign(row),
          testId: 'model-row-design',
        },
        {
          label: 'flow.model.view',
          perm: M.query,
          icon: <EyeOutlined />,
          onClick: () => onView(row),
          testId: 'model-row-view',
        },
        {
          label: 'flow.model.downloadXml',
          perm: M.query,
          icon: <DownloadOutlined />,
          onClick: () => onDownload(row),
          testId: 'model-row-download',
        },
        {
          label: 'flow.model.deploy',
          perm: M.deploy,
          icon: <CloudUploadOutlined />,
          onClick: () => onDeploy(row),
          testId: 'model-row-deploy',
        },
        {
          label: 'common.delete',
          perm: M.remove,
          icon: <DeleteOutlined />,
          danger: true,
          onClick: () => binding.onDelete(row.modelId),
          testId: 'model-row-delete',
        },
      ]}
      {...binding}
    />
  );
}
