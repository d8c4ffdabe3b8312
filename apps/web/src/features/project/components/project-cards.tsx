import type { ProjectListRow } from '@zj/contract';
import { Col, Row, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { ProjectCard } from './project-card.tsx';

/** The card view: a responsive grid of project cards. */
export function ProjectCards({
  rows,
  loading,
  statusOptions,
  onOpen,
  onStar,
  actionsOf,
  empty,
}: {
  rows: ProjectListRow[];
  loading: boolean;
  statusOptions: readonly DictOption[];
  onOpen: (row: ProjectListRow) => void;
  onStar: (row: ProjectListRow) => void;
  actionsOf: (row: ProjectListRow) => ReactNode;
  empty: ReactNode;
}) {
  return (
    <Spin spinning={loading}>
      <div data-testid="project-cards" style={{ minHeight: 120 }}>
        {rows.length === 0 && !loading ? (
          empty
        ) : (
          <Row gutter={[16, 16]}>
            {rows.map((row) => (
              <Col key={row.projectId} xs={24} sm={12} lg={8} xl={6}>
                <ProjectCard
                  row={row}
                  statusOptions={statusOptions}
                  onOpen={() => onOpen(row)}
                  onStar={() => onStar(row)}
                  actions={actionsOf(row)}
                />
              </Col>
            ))}
          </Row>
        )}
      </div>
    </Spin>
  );
}
