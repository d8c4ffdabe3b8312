import { CheckCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type BandRow, MODEL_STATUS, MODEL_PERMS as P, SERVER_MESSAGES, type VersionRow } from '@zj/contract';
import { Col, Empty, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { RequestError } from '@/shared/api/request.ts';
import { currentLang } from '@/shared/i18n/index.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../bim-texts.ts';
import { isConverting, useBands, useDeleteBand } from '../api/bands.ts';
import { bimKeys } from '../api/model-keys.ts';
import { useRemoveVersion, useSetCurrent, useVersions } from '../api/versions.ts';
import { BandFormDialog } from '../components/band-form-dialog.tsx';
import { BandList } from '../components/band-list.tsx';
import { UploadModelDialog } from '../components/upload-model-dialog.tsx';
import { VERSION_COLUMNS, VERSION_LABELS } from '../components/version-columns.tsx';

/** The refusal of a version that problems point at (the one an admin may override with force). */
const inUseText = () => SERVER_MESSAGES['model.version.inUse'][currentLang()];

function ModelList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { isAdmin } = useAccess();
  const client = useQueryClient();
  const bands = useBands(projectId);
  const bandRows = bands.data?.rows ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const band = bandRows.find((row) => row.bandId === chosen) ?? bandRows[0];
  const [editingBand, setEditingBand] = useState<BandRow | null | undefined>(undefined);
  const [uploadTo, setUploadTo] = useState<BandRow | null>(null);
  const list = useListPage<object>({ columns: { storageKey: 'bim-versions', labels: VERSION_LABELS } });
  const versions = useVersions({ projectId, bandId: band?.bandId, ...list.query }, band !== undefined);
  const versionRows = versions.data?.rows ?? [];
  // Polled while converting: no loading veil at each read (it would flash every 2 s).
  const polling = versionRows.some((row) => isConverting(row.status));
  // A version that finished converting (or failed) may have become its band's current one.
  const statuses = versionRows.map((row) => `${row.versionId}:${row.status}`).join(',');
  const lastStatuses = useRef(new Map<string, string>());
  useEffect(() => {
    const now = new Map(statuses ? statuses.split(',').map((entry) => entry.split(':') as [string, string]) : []);
    const changed = [...now].some(([id, status]) => {
      const before = lastStatuses.current.get(id);
      return before !== undefined && before !== status;
    });
    if (changed) void client.invalidateQueries({ queryKey: bimKeys.bands(projectId) });
    lastStatuses.current = now;
  }, [statuses, client, projectId]);
  const removeBand = useDeleteBand(projectId);
  const removeVersion = useRemoveVersion(projectId);
  const setCurrent = useSetCurrent(projectId);

  const choose = (bandId: number) => {
    setChosen(bandId);
    list.changePage(1, list.page.pageSize);
  };
  const askDeleteBand = (row: BandRow) =>
    confirmThen(
      t('bim.confirmDeleteBand', { name: row.bandName }),
      () => removeBand.mutateAsync(row.bandId),
      t('common.deleteSuccess'),
      { closeOnFailure: true },
    );
  const askSetCurrent = (row: VersionRow) =>
    confirmThen(
      t('bim.confirmSetCurrent', { no: row.versionNo, name: row.fileName, band: row.bandName }),
      () => setCurrent.mutateAsync(row.versionId),
      t('bim.setCurrentDone'),
      { closeOnFailure: true },
    );
  const forceDelete = (row: VersionRow, reason: string) =>
    confirmThen(
      t('bim.confirmForceDelete', { reason }),
      () => removeVersion.mutateAsync({ versionId: row.versionId, force: true }),
      t('common.deleteSuccess'),
      { closeOnFailure: true, title: t('bim.forceDeleteTitle') },
    );
  // Asked once; a version that problems point at is refused with the server's reason, and an admin
  // is then asked again whether to delete it anyway.
  const askDeleteVersion = (row: VersionRow) =>
    confirmThen(
      t('bim.confirmDeleteVersion', { no: row.versionNo, name: row.fileName, band: row.bandName }),
      async () => {
        try {
          await removeVersion.mutateAsync({ versionId: row.versionId, quiet: true });
        } catch (error) {
          if (!(error instanceof RequestError) || error.kind !== 'envelope') throw error;
          if (isAdmin && error.message === inUseText()) forceDelete(row, error.message);
          else feedback().error(error.message);
          return;
        }
        feedback().success(t('common.deleteSuccess'));
      },
      null,
      { closeOnFailure: true },
    );

  const table = (
    <ListPage
      bare
      testId="mversion-list"
      prefix="mversion"
      projectScoped
      perms={{ add: P.add }}
      labels={{ add: 'bim.upload' }}
      list={list}
      query={versions}
      onAdd={band ? () => setUploadTo(band) : false}
      onEdit={false}
      onDelete={false}
      dialogs={
        <UploadModelDialog
          projectId={projectId}
          band={uploadTo}
          onClose={() => setUploadTo(null)}
          onUploaded={() => {
            setUploadTo(null);
            void client.invalidateQueries({ queryKey: bimKeys.project(projectId) });
          }}
        />
      }
    >
      {band ? (
        <ListTable<VersionRow, number>
          prefix="mversion"
          rowKey="versionId"
          projectScoped
          selectable={false}
          actionsWidth={200}
          columns={VERSION_COLUMNS}
          rowLinks={(row) => [
            row.status === MODEL_STATUS.done &&
              row.current === '0' && {
                perm: P.edit,
                icon: <CheckCircleOutlined />,
                onClick: () => askSetCurrent(row),
                testId: `mversion-current-set-${row.versionId}`,
                label: 'bim.setCurrent',
              },
            {
              perm: P.remove,
              icon: <DeleteOutlined />,
              danger: true,
              onClick: () => askDeleteVersion(row),
              testId: `mversion-delete-${row.versionId}`,
              label: 'common.delete',
            },
          ]}
          {...list.table(versions)}
          loading={versions.isFetching && !polling}
        />
      ) : (
        <Empty description={t('bim.noBands')} />
      )}
    </ListPage>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8} xl={6}>
        <BandList
          projectId={projectId}
          bands={bandRows}
          loading={bands.isFetching && !bands.data}
          selected={band?.bandId}
          onSelect={choose}
          onAdd={() => setEditingBand(null)}
          onRename={setEditingBand}
          onDelete={askDeleteBand}
        />
        <BandFormDialog
          projectId={projectId}
          band={editingBand}
          onClose={() => setEditingBand(undefined)}
          onSaved={(bandId) => {
            setEditingBand(undefined);
            if (bandId !== null) choose(bandId);
          }}
        />
      </Col>
      <Col xs={24} md={16} xl={18}>
        {table}
      </Col>
    </Row>
  );
}

/** 模型列表 (menu component business/model/index): the current project's bands and their model versions. */
export default function ModelListPage() {
  return (
    <ProjectScope testId="model-list-page">
      {(projectId) => <ModelList key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
