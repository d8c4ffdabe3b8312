import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PROBLEM_KIND, type SharedViewpoint } from '@zj/contract';
import { Card, Descriptions, Empty, Image, Result, Spin, Steps, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PhotoStrip } from '@/shared/problems/photo-strip.tsx';
import { stepOfStatus } from '@/shared/problems/problem-status.ts';
import { LangSwitch } from '@/shared/ui/lang-switch.tsx';
import { useSharedProblem, useSharedViewpoint } from '../api/shared-problem.ts';
import '../problems-texts.ts';
import '@/shared/problems/problem-texts.ts';

/** The page stands outside the logged-in layout (which provides the app's query client): it has its own. */
const publicClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * /problemtrackingView/:id (no login): a problem shared by its creator's link — name, level,
 * status, photos and rectifications; never comments or people.
 */
export default function ProblemViewPage() {
  return (
    <QueryClientProvider client={publicClient}>
      <SharedProblemView />
    </QueryClientProvider>
  );
}

function SharedProblemView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shared = useSharedProblem(id);
  const viewpoint = useSharedViewpoint(id, shared.data?.kind === PROBLEM_KIND.model);
  return (
    <div style={{ minHeight: '100vh', background: 'var(--ant-color-bg-layout, #f5f5f5)', padding: 16 }}>
      <Card
        style={{ maxWidth: 900, margin: '0 auto' }}
        title={t('view.title')}
        extra={<LangSwitch />}
        data-testid="problem-view"
      >
        {shared.isLoading ? (
          <Spin />
        ) : !shared.data ? (
          <Result status="warning" title={t('view.gone')} data-testid="problem-view-gone" />
        ) : (
          <>
            <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
              <Descriptions.Item label={t('problem.field.name')}>
                <span data-testid="problem-view-name">{shared.data.name}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('problem.field.level')}>
                {t(`problem.level.${shared.data.level}`, { defaultValue: shared.data.level })}
              </Descriptions.Item>
              <Descriptions.Item label={t('problem.field.content')} span={2}>
                {shared.data.content}
              </Descriptions.Item>
              <Descriptions.Item label={t('problem.field.createTime')} span={2}>
                {shared.data.createTime}
              </Descriptions.Item>
              <Descriptions.Item label={t('problem.field.files')} span={2}>
                <PhotoStrip files={shared.data.files} />
              </Descriptions.Item>
            </Descriptions>
            {viewpoint.data ? <ModelPlace place={viewpoint.data} /> : null}
            <Steps
              size="small"
              style={{ margin: '24px 0' }}
              current={stepOfStatus(shared.data.status)}
              status={shared.data.status === 3 ? 'finish' : 'process'}
              data-testid="problem-view-steps"
              items={[
                { title: t('problem.step.confirmed') },
                { title: t('problem.step.applied') },
                { title: t('problem.step.done') },
              ]}
            />
            <Typography.Title level={5}>{t('view.rectifications')}</Typography.Title>
            {shared.data.rectifications.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.none')} />
            ) : (
              <Timeline
                items={shared.data.rectifications.map((row) => ({
                  key: `${row.createTime}-${row.content}`,
                  children: (
                    <div data-testid="problem-view-rect">
                      <Typography.Text type="secondary">{row.createTime}</Typography.Text>
                      <div style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{row.content}</div>
                      <PhotoStrip files={row.files} size={64} />
                    </div>
                  ),
                }))}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}

/** Where a model problem is: band and version, the components it names, the viewpoint's snapshot. */
function ModelPlace({ place }: { place: SharedViewpoint }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      style={{ marginTop: 16 }}
      title={t('view.model')}
      data-testid="problem-view-model"
    >
      <Descriptions.Item label={t('view.model')}>
        {t('view.modelVersion', { band: place.bandName, no: place.versionNo })}
      </Descriptions.Item>
      {place.components.length > 0 ? (
        <Descriptions.Item label={t('view.components')}>
          {place.components.map((c) => (
            <Tag key={c.globalId} title={c.globalId}>
              {c.name || c.globalId}
            </Tag>
          ))}
        </Descriptions.Item>
      ) : null}
      {place.snapshot ? (
        <Descriptions.Item label={t('view.snapshot')}>
          <Image src={place.snapshot} width={320} alt={t('view.snapshot')} data-testid="problem-view-snapshot" />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
