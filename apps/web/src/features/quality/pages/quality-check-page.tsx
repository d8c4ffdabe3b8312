import { DeleteOutlined, FileAddOutlined, PlusOutlined, SnippetsOutlined } from '@ant-design/icons';
import { PERMS, qualityBranchBody, qualityItemizeBody } from '@zj/contract';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@/shared/form/zod-rule.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useInspections } from '../api/inspections.ts';
import {
  useAddBranch,
  useAddItemize,
  useBranches,
  useDeleteBranch,
  useDeleteItemize,
  useItemizesOf,
} from '../api/quality-structure.ts';
import { InspectionDialog } from '../components/inspection-dialog.tsx';
import { InspectionTable } from '../components/inspection-table.tsx';
import { NameDialog } from '../components/name-dialog.tsx';
import { type StructureNode, StructureTree } from '../components/structure-tree.tsx';
import { TemplateDialog } from '../components/template-dialog.tsx';
import '../quality-texts.ts';

const PERM = PERMS.business.qualityCheck;
type Dialog = 'branch' | 'itemize' | 'template' | 'inspection' | null;

function Inspections({ projectId, node }: { projectId: number; node: StructureNode }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const query = node.kind === 'branch' ? { branchId: node.id } : { itemizeId: node.id };
  const list = useInspections({ projectId, ...query, ...page });
  return (
    <>
      <InspectionTable rows={list.data?.rows ?? []} loading={list.isFetching} />
      <TablePagination
        total={list.data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </>
  );
}

function QualityCheck({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { inProject } = useProjectAccess();
  const may = (perm: string) => inProject(projectId, perm);
  const branches = useBranches(projectId);
  const [expanded, setExpanded] = useState<number[]>([]);
  const itemizeQueries = useItemizesOf(projectId, expanded);
  const itemizes = new Map(
    expanded
      .map((id, i) => [id, itemizeQueries[i]?.data?.rows ?? []] as const)
      .filter((_, i) => itemizeQueries[i]?.data),
  );
  const [selected, setSelected] = useState<StructureNode | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const addBranch = useAddBranch(projectId);
  const addItemize = useAddItemize(projectId);
  const deleteBranch = useDeleteBranch(projectId);
  const deleteItemize = useDeleteItemize(projectId);
  const branchOfSelected = selected
    ? selected.kind === 'branch'
      ? { id: selected.id, name: selected.name }
      : {
          id: selected.branchId,
          name: branches.data?.rows.find((b) => b.branchId === selected.branchId)?.branchName ?? '',
        }
    : null;
  const close = () => setDialog(null);

  const askDelete = () => {
    if (!selected) return;
    const node = selected;
    confirmThen(
      t(node.kind === 'branch' ? 'qcheck.confirmDeleteBranch' : 'qcheck.confirmDeleteItemize', { name: node.name }),
      () => (node.kind === 'branch' ? deleteBranch.mutateAsync(node.id) : deleteItemize.mutateAsync(node.id)),
      t('common.deleteSuccess'),
      { after: () => setSelected(null) },
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={7}>
        <Card
          size="small"
          title={t('qcheck.structure')}
          data-testid="qcheck-structure"
          extra={
            may(PERM.add) && (
              <Button
                size="small"
                icon={<SnippetsOutlined />}
                onClick={() => setDialog('template')}
                data-testid="qcheck-apply-temp"
              >
                {t('qcheck.applyTemp')}
              </Button>
            )
          }
        >
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            {may(PERM.add) && (
              <Button
                type="primary"
                ghost
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setDialog('branch')}
                data-testid="qcheck-add-branch"
              >
                {t('qcheck.addBranch')}
              </Button>
            )}
            {may(PERM.add) && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={!branchOfSelected}
                onClick={() => setDialog('itemize')}
                data-testid="qcheck-add-itemize"
              >
                {t('qcheck.addItemize')}
              </Button>
            )}
            {may(PERM.remove) && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={!selected}
                onClick={askDelete}
                data-testid="qcheck-delete-node"
              >
                {t('qcheck.deleteNode')}
              </Button>
            )}
          </Flex>
          <StructureTree
            branches={branches.data?.rows ?? []}
            itemizes={itemizes}
            loading={branches.isLoading}
            expanded={expanded}
            onExpand={setExpanded}
            selected={selected}
            onSelect={(node) => {
              setSelected(node);
              // Choosing a 分部 opens it: its 分项 are what one records against.
              if (node?.kind === 'branch') setExpanded((ids) => (ids.includes(node.id) ? ids : [...ids, node.id]));
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <Card
          size="small"
          data-testid="qcheck-inspections"
          title={
            <span>
              {t('qcheck.inspections')}
              {selected && (
                <Typography.Text type="secondary" style={{ marginLeft: 8 }} data-testid="qcheck-selected">
                  {selected.kind === 'itemize' && branchOfSelected ? `${branchOfSelected.name} / ` : ''}
                  {selected.name}
                </Typography.Text>
              )}
            </span>
          }
          extra={
            may(PERM.add) && (
              <Button
                type="primary"
                size="small"
                icon={<FileAddOutlined />}
                disabled={selected?.kind !== 'itemize'}
                title={selected?.kind === 'itemize' ? undefined : t('qcheck.pickItemize')}
                onClick={() => setDialog('inspection')}
                data-testid="qcheck-add-inspection"
              >
                {t('qcheck.addInspection')}
              </Button>
            )
          }
        >
          {selected ? (
            <Inspections key={`${selected.kind}-${selected.id}`} projectId={projectId} node={selected} />
          ) : (
            <Empty description={t('qcheck.pickNode')} />
          )}
        </Card>
      </Col>
      <NameDialog
        open={dialog === 'branch'}
        prefix="qcheck-branch-form"
        title={t('qcheck.addBranch')}
        label={t('qcheck.branchName')}
        maxLength={maxLengthOf(qualityBranchBody.shape.branchName) ?? 50}
        save={(branchName) => addBranch.mutateAsync({ projectId, branchName })}
        saving={addBranch.isPending}
        onClose={close}
      />
      <NameDialog
        open={dialog === 'itemize' && branchOfSelected !== null}
        prefix="qcheck-itemize-form"
        title={t('qcheck.addItemize')}
        label={t('qcheck.itemizeName')}
        context={`${t('qcheck.branch')}: ${branchOfSelected?.name ?? ''}`}
        maxLength={maxLengthOf(qualityItemizeBody.shape.itemizeName) ?? 50}
        save={async (itemizeName) => {
          if (!branchOfSelected) return;
          await addItemize.mutateAsync({ branchId: branchOfSelected.id, itemizeName });
          setExpanded((ids) => (ids.includes(branchOfSelected.id) ? ids : [...ids, branchOfSelected.id]));
        }}
        saving={addItemize.isPending}
        onClose={close}
      />
      <TemplateDialog projectId={projectId} open={dialog === 'template'} onClose={close} />
      <InspectionDialog
        projectId={projectId}
        itemize={
          dialog === 'inspection' && selected?.kind === 'itemize' ? { id: selected.id, name: selected.name } : null
        }
        onClose={close}
      />
    </Row>
  );
}

/** 质量检查 (menu component business/quality/index): 分部 → 分项 → inspections of the current project. */
export default function QualityCheckPage() {
  return (
    <ProjectScope testId="qcheck-page">
      {(projectId) => <QualityCheck key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
