import { Card, Flex, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import type { MapProject } from '../map-projects.ts';

/**
 * A side list of the map page (located or unlocated projects): each row shows `name(project)` and
 * its progress by its master plan (if it has one) and the status tag. Test ids are `testId` and `${testId}-${projectId}`.
 */
export function MapProjectList<P extends MapProject>({
  testId,
  title,
  maxHeight,
  empty,
  projects,
  statuses,
  progress,
  loading,
  name,
}: {
  testId: string;
  title: string;
  maxHeight: number;
  empty: ReactNode;
  projects: readonly P[];
  statuses: readonly DictOption[];
  progress: ReadonlyMap<number, number>;
  loading: boolean;
  name: (project: P) => ReactNode;
}) {
  return (
    <Card size="small" title={title} data-testid={testId} styles={{ body: { maxHeight, overflow: 'auto' } }}>
      <List
        size="small"
        loading={loading}
        dataSource={projects as P[]}
        locale={{ emptyText: empty }}
        renderItem={(project) => (
          <List.Item key={project.projectId} data-testid={`${testId}-${project.projectId}`}>
            {name(project)}
            <Flex gap={6} align="center">
              {progress.has(project.projectId) && (
                <Typography.Text type="secondary" data-testid={`${testId}-${project.projectId}-progress`}>
                  {progress.get(project.projectId)}%
                </Typography.Text>
              )}
              <DictTag options={statuses} value={project.status} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
