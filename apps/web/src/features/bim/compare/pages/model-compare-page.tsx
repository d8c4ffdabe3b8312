import { BoxPlotOutlined, SwapOutlined } from '@ant-design/icons';
import { type CompareRow, MODEL_STATUS, type VersionRow } from '@zj/contract';
import { Alert, Button, Card, Flex, Form, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import '../../bim-texts.ts';
import { useBands } from '../../models/api/bands.ts';
import { useVersions } from '../../models/api/versions.ts';
import { useCompare, useCompareSummary } from '../api/compare.ts';
import { type CompareChange, CompareSummary } from '../components/compare-summary.tsx';
import { CompareTable } from '../components/compare-table.tsx';
import { CompareViewers } from '../components/compare-viewers.tsx';

/** The versions a band offers for comparison: converted ones, newest first (as the list answers them). */
const MAX_VERSIONS = 200;

/**
 * The default pair, older → newer: the current version against the newest when a newer one was
 * uploaded after it (what the newest would change), else the one before the current against it.
 */
export function defaultPair(versions: VersionRow[]): { from?: number; to?: number } {
  if (versions.length < 2) return {};
  const byNo = [...versions].sort((a, b) => b.versionNo - a.versionNo);
  const newest = byNo[0] as VersionRow;
  const current = byNo.find((row) => row.current === '1') ?? newest;
  if (current !== newest) return { from: current.versionId, to: newest.versionId };
  return { from: byNo[1]?.versionId, to: current.versionId };
}

function ModelCompare({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const bands = useBands(projectId);
  const bandRows = bands.data?.rows ?? [];
  const [bandId, setBandId] = useState<number | undefined>(undefined);
  const band = bandRows.find((row) => row.bandId === bandId) ?? bandRows[0];
  const versions = useVersions(
    { projectId, bandId: band?.bandId, pageNum: 1, pageSize: MAX_VERSIONS },
    band !== undefined,
  );
  const converted = (versions.data?.rows ?? []).filter((row) => row.status === MODEL_STATUS.done);
  const [from, setFrom] = useState<number | undefined>(undefined);
  const [to, setTo] = useState<number | undefined>(undefined);
  const [change, setChange] = useState<CompareChange | undefined>(undefined);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [viewers, setViewers] = useState(false);
  // Phones: the choices one under the other, as wide as the screen.
  const narrow = useNarrowScreen();
  const wide = (width: number) => ({ width: narrow ? '100%' : width });
  const [picked, setPicked] = useState<CompareRow | null>(null);

  // A band's versions arrive: choose its default pair (the current one against the one before).
  const versionKey = converted.map((row) => row.versionId).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the band's converted versions change
  useEffect(() => {
    const pair = defaultPair(converted);
    setFrom(pair.from);
    setTo(pair.to);
    setChange(undefined);
    setPicked(null);
    setPage((now) => ({ ...now, pageNum: 1 }));
  }, [versionKey]);

  const pair = from !== undefined && to !== undefined && from !== to ? { fromVersionId: from, toVersionId: to } : null;
  const summary = useCompareSummary(projectId, pair);
  const changes = useCompare(projectId, pair && { ...pair, ...(change ? { change } : {}), ...page });
  const labelOf = (versionId: number | undefined) => {
    const row = converted.find((entry) => entry.versionId === versionId);
    return row ? `${t('bim.versionLabel', { no: row.versionNo })} · ${row.fileName}` : '';
  };
  const options = converted.map((row) => ({
    value: row.versionId,
    label: `${labelOf(row.versionId)}${row.current === '1' ? ` (${t('bim.current')})` : ''}`,
  }));
  const pickChange = (next: CompareChange | undefined) => {
    setChange(next);
    setPage((now) => ({ ...now, pageNum: 1 }));
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Form layout={narrow ? 'vertical' : 'inline'} style={{ rowGap: 8 }} data-testid="mcompare-form">
        <Form.Item label={t('bim.band')}>
          <Select
            style={wide(180)}
            value={band?.bandId}
            placeholder={t('common.choose', { field: t('bim.band') })}
            options={bandRows.map((row) => ({ value: row.bandId, label: row.bandName }))}
            onChange={setBandId}
            data-testid="mcompare-band"
          />
        </Form.Item>
        <Form.Item label={t('bim.compare.from')}>
          <Select style={wide(240)} value={from} options={options} onChange={setFrom} data-testid="mcompare-from" />
        </Form.Item>
        <Form.Item>
          <Button
            icon={<SwapOutlined />}
            aria-label={t('bim.compare.swap')}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
            data-testid="mcompare-swap"
          />
        </Form.Item>
        <Form.Item label={t('bim.compare.to')}>
          <Select style={wide(240)} value={to} options={options} onChange={setTo} data-testid="mcompare-to" />
        </Form.Item>
      </Form>
      {band && versions.data && converted.length < 2 ? (
        <Alert type="info" showIcon message={t('bim.compare.fewVersions')} data-testid="mcompare-few" />
      ) : bandRows.length === 0 && bands.data ? (
        <Alert type="info" showIcon message={t('bim.noBands')} />
      ) : !pair && versions.data ? (
        <Alert type="warning" showIcon message={t('bim.compare.needTwo')} data-testid="mcompare-need-two" />
      ) : null}
      {pair && (
        <>
          <CompareSummary summary={summary.data?.data} active={change} onPick={pickChange} />
          {viewers && (
            <CompareViewers
              fromVersionId={pair.fromVersionId}
              toVersionId={pair.toVersionId}
              fromLabel={labelOf(pair.fromVersionId)}
              toLabel={labelOf(pair.toVersionId)}
              picked={picked}
            />
          )}
          <Card size="small">
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
              <Select<CompareChange | ''>
                style={{ width: 160 }}
                value={change ?? ''}
                onChange={(value) => pickChange(value === '' ? undefined : value)}
                options={[
                  { value: '', label: t('bim.compare.all') },
                  ...(['added', 'removed', 'geometry', 'properties'] as const).map((value) => ({
                    value,
                    label: t(`bim.compare.${value}`),
                  })),
                ]}
                data-testid="mcompare-change"
              />
              <Button
                icon={<BoxPlotOutlined />}
                onClick={() => setViewers((shown) => !shown)}
                data-testid="mcompare-toggle-viewers"
              >
                {t(viewers ? 'bim.compare.hideViewers' : 'bim.compare.viewers')}
              </Button>
            </Flex>
            <CompareTable
              rows={changes.data?.rows ?? []}
              loading={changes.isFetching}
              onPick={viewers ? setPicked : undefined}
            />
            <TablePagination
              total={changes.data?.total ?? 0}
              pageNum={page.pageNum}
              pageSize={page.pageSize}
              onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
            />
          </Card>
        </>
      )}
    </Space>
  );
}

/** 模型对比 (menu component business/model/compare): two versions of a band compared by GlobalId. */
export default function ModelComparePage() {
  return (
    <ProjectScope testId="model-compare-page">
      {(projectId) => <ModelCompare key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
