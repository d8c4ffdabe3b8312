import { type ModelRow, PERMS } from '@zj/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { RequestError } from '@/shared/api/request.ts';
import { saveBlob } from '@/shared/api/save-blob.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { useUrlPage } from '@/shared/ui/list/use-url-page.ts';
import { useDeleteModels } from '../api/delete-models.ts';
import { useDeployModel } from '../api/deploy-model.ts';
import { getModelXml } from '../api/get-model-xml.ts';
import { type ModelFilters, useModels } from '../api/get-models.ts';
import { DeployProblemsModal } from '../components/deploy-problems-modal.tsx';
import { DiagramModal, type DiagramTarget } from '../components/diagram-modal.tsx';
import { ModelCreateDialog } from '../components/model-create-dialog.tsx';
import { ModelImportDialog } from '../components/model-import-dialog.tsx';
import { MODEL_LABELS, ModelTable } from '../components/model-table.tsx';
import { designerUrl } from '../designer/logic/return-route.ts';
import '../components/flowable-texts.ts';

const M = PERMS.flowable.model;

/**
 * 流程模板 (menu component flowable/model/index, route /system/flowable-manage/system/flowable/model
 * with pageNum in the URL): 新建, 设计新流程 (a blank designer), 导入, 设计 (the designer on the row's
 * model, returning to this page), 部署, 删除, 查看 (diagram) and 下载XML.
 */
export default function ModelListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteModels();
  const deploy = useDeployModel();
  const list = useListPage<ModelFilters>({
    page: useUrlPage(),
    columns: { storageKey: 'flowable-model', labels: MODEL_LABELS },
    remove: { what: 'flow.model.id', run: remove.mutateAsync },
  });
  const models = useModels(list.query);
  const [importing, setImporting] = useState(false);
  const [viewing, setViewing] = useState<DiagramTarget | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const askDeploy = (row: ModelRow) =>
    confirmThen(
      t('flow.model.deployConfirm', { name: row.modelName }),
      async () => {
        try {
          const answer = await deploy.mutateAsync(row.modelId);
          feedback().success(t('flow.model.deploySuccess', { version: answer.data.version }));
        } catch (error) {
          if (error instanceof RequestError && error.kind === 'envelope') setRefused(error.message);
        }
      },
      null,
    );
  const downloadXml = async (row: ModelRow) => {
    const xml = await getModelXml(row.modelId);
    saveBlob(new Blob([xml], { type: 'application/xml;charset=utf-8' }), `${row.modelKey}.bpmn20.xml`);
  };

  return (
    <ListPage
      prefix="model"
      perms={{ add: M.add, remove: M.remove, import: M.add }}
      labels={{ add: 'flow.model.create' }}
      list={list}
      query={models}
      onEdit={false}
      onImport={() => setImporting(true)}
      extra={
        <Permission perms={[M.add]}>
          <Button
            type="primary"
            ghost
            data-testid="model-design-new"
            onClick={() => void navigate(designerUrl(null, list.query.pageNum))}
          >
            {t('flow.model.designNew')}
          </Button>
        </Permission>
      }
      search={{
        fields: [
          { name: 'modelKey', label: 'flow.model.key' },
          { name: 'modelName', label: 'flow.model.name' },
        ],
      }}
      dialogs={
        <>
          <ModelCreateDialog open={list.editing === null} onClose={list.closeEdit} />
          <ModelImportDialog open={importing} onClose={() => setImporting(false)} />
          <DiagramModal target={viewing} onClose={() => setViewing(null)} />
          <DeployProblemsModal message={refused} onClose={() => setRefused(null)} />
        </>
      }
    >
      <ModelTable
        {...list.table(models)}
        onDesign={(row) => void navigate(designerUrl(row.modelId, list.query.pageNum))}
        onView={(row) =>
          setViewing({
            key: ['model', row.modelId, row.updateTime],
            name: row.modelName,
            load: () => getModelXml(row.modelId),
          })
        }
        onDownload={(row) => void downloadXml(row).catch(() => {})}
        onDeploy={askDeploy}
      />
    </ListPage>
  );
}
