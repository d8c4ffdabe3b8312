import { SyncOutlined } from '@ant-design/icons';
import type { CompareRow } from '@zj/contract';
import { Button, Card, Col, Row, Spin, Typography } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../bim-texts.ts';
import { BimViewer, type BimViewerHandle } from '../../viewer/index.ts';

const HEIGHT = 420;

/** Waits until the viewer holds its version (it may be loading), then runs `then` on it. */
async function whenLoaded(
  viewer: { current: BimViewerHandle | null },
  versionId: number,
  then: (handle: BimViewerHandle) => Promise<void>,
) {
  for (let attempt = 0; attempt < 150; attempt++) {
    const handle = viewer.current;
    if (handle?.loadedVersions.includes(versionId)) return then(handle);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The two versions side by side (the viewer loads on demand): a change picked in the list is
 * selected and flown to in each version that has the element (a removed one only in the first, an
 * added one only in the second); 同步视角 gives the second view the first one's camera.
 */
export function CompareViewers({
  fromVersionId,
  toVersionId,
  fromLabel,
  toLabel,
  picked,
}: {
  fromVersionId: number;
  toVersionId: number;
  fromLabel: string;
  toLabel: string;
  picked: CompareRow | null;
}) {
  const { t } = useTranslation();
  const from = useRef<BimViewerHandle>(null);
  const to = useRef<BimViewerHandle>(null);

  useEffect(() => {
    if (!picked) return;
    const ids = [picked.globalId];
    if (picked.change !== 'added') void whenLoaded(from, fromVersionId, (handle) => handle.select(ids, true));
    if (picked.change !== 'removed') void whenLoaded(to, toVersionId, (handle) => handle.select(ids, true));
  }, [picked, fromVersionId, toVersionId]);

  const syncView = async () => {
    const source = from.current;
    if (!source || !to.current) return;
    const { camera } = await source.getViewpoint();
    await to.current.flyTo({ camera });
  };

  const view = (ref: typeof from, versionId: number, label: string, testId: string) => (
    <Col xs={24} lg={12}>
      <Card size="small" title={label} styles={{ body: { padding: 0 } }} data-testid={testId}>
        <Suspense fallback={<Spin>{<div style={{ height: HEIGHT }} />}</Spin>}>
          <BimViewer ref={ref} models={[versionId]} height={HEIGHT} panels={false} />
        </Suspense>
      </Card>
    </Col>
  );

  return (
    <div data-testid="mcompare-viewers">
      <Row justify="space-between" align="middle" gutter={[8, 8]} style={{ marginBottom: 8 }}>
        <Col>
          <Typography.Text type="secondary">{t('bim.compare.pickHint')}</Typography.Text>
        </Col>
        <Col>
          <Button icon={<SyncOutlined />} onClick={() => void syncView()} data-testid="mcompare-sync">
            {t('bim.compare.syncView')}
          </Button>
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        {view(from, fromVersionId, `${t('bim.compare.from')} · ${fromLabel}`, 'mcompare-viewer-from')}
        {view(to, toVersionId, `${t('bim.compare.to')} · ${toLabel}`, 'mcompare-viewer-to')}
      </Row>
    </div>
  );
}
