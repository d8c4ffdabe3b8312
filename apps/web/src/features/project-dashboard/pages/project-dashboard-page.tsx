import { DICT_TYPES, type ProjectInfo } from '@zj/contract';
import { Col, Flex, Row, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { feedback } from '@/shared/api/feedback.ts';
import { makeProjectCurrent } from '@/shared/project/make-project-current.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useChangeStar } from '../api/change-star.ts';
import { useProjectInfo } from '../api/get-project-info.ts';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { DashboardError } from '../components/dashboard-error.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { FigureCards } from '../components/figure-cards.tsx';
import { RecentNews } from '../components/recent-news.tsx';
import '../dashboard-texts.ts';

/** The dashboard's project becomes the current one; its bands are already in the answer. */
function selectProject(info: ProjectInfo) {
  return makeProjectCurrent(info.project, { hasBands: info.bandIds.length > 0 });
}

/** /projectDashboard/:id — 项目仪表盘. */
export default function ProjectDashboardPage() {
  const { t } = useTranslation();
  const projectId = Number(useParams().id);
  const info = useProjectInfo(projectId);
  const dicts = useDict(DICT_TYPES.projectStatus, DICT_TYPES.projectUserType, DICT_TYPES.projectNewsType);
  const currentId = useCurrentProject((state) => state.projectId);
  const star = useChangeStar(projectId);
  const [selecting, setSelecting] = useState(false);
  const autoSelected = useRef(false);

  // Nothing chosen yet: the project the user opened becomes the current one.
  useEffect(() => {
    if (!info.data || currentId !== null || autoSelected.current) return;
    autoSelected.current = true;
    void selectProject(info.data).catch(() => {});
  }, [info.data, currentId]);

  if (info.error) return <DashboardError message={info.error.message} />;
  if (!info.data) return <Spin style={{ display: 'block', margin: 48 }} data-testid="dashboard-loading" />;
  const data = info.data;

  const choose = async () => {
    setSelecting(true);
    try {
      await selectProject(data);
      feedback().success(t('dash.currentSet'));
    } catch {
      // Told by the request client.
    } finally {
      setSelecting(false);
    }
  };
  const toggleStar = (next: boolean) =>
    star.mutate(next, { onSuccess: () => feedback().success(t(next ? 'dash.starred' : 'dash.unstarred')) });

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="project-dashboard">
      <DashboardHeader
        info={data}
        statusOptions={dicts[DICT_TYPES.projectStatus]}
        isCurrent={currentId === String(projectId)}
        selecting={selecting}
        starring={star.isPending}
        onSelect={() => void choose()}
        onStar={toggleStar}
      />
      <FigureCards info={data} />
      <DashboardCharts info={data} userTypes={dicts[DICT_TYPES.projectUserType]} />
      <Row>
        <Col span={24}>
          <RecentNews projectId={projectId} newsTypes={dicts[DICT_TYPES.projectNewsType]} />
        </Col>
      </Row>
    </Flex>
  );
}
