import { useQueryClient } from '@tanstack/react-query';
import { PERMS, type ProblemRow } from '@zj/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemDialog } from '@/shared/problems/problem-dialog.tsx';
import { problemEvents } from '@/shared/problems/problem-events.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { qualityProblemApi, trackingKeys, useQualityProblems } from '../api/problem-list-api.ts';
import { ProblemFormDialog } from '../components/problem-form-dialog.tsx';
import { type ProblemFilters, ProblemSearch } from '../components/problem-search.tsx';
import { ProblemTable } from '../components/problem-table.tsx';
import '../problems-texts.ts';

const Q = PERMS.business.qualityProblem;
export type ProblemKind = '1' | '2';

function QualityProblems({ projectId, kind }: { projectId: number; kind: ProblemKind }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useListPage<ProblemFilters>();
  const [shown, setShown] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  const query = { projectId, kind, ...list.query };
  const problems = useQualityProblems(query);
  const reload = () => client.invalidateQueries({ queryKey: trackingKeys.all });

  useEffect(
    () => problemEvents.on('refresh', () => void client.invalidateQueries({ queryKey: trackingKeys.all })),
    [client],
  );

  return (
    <ListPage
      bare
      testId="quality-problem-list"
      prefix="quality-problem"
      projectScoped
      perms={{ add: Q.add, export: Q.export }}
      labels={{ add: `quality.add.${kind}` }}
      list={list}
      query={problems}
      onAdd={() => setTarget(null)}
      onEdit={false}
      onDelete={false}
      onExport={() => void qualityProblemApi.export(query)}
      search={<ProblemSearch projectId={projectId} onSearch={list.search} onReset={list.reset} />}
      dialogs={
        <>
          <ProblemFormDialog projectId={projectId} kind={kind} target={target} onClose={() => setTarget(undefined)} />
          <ProblemDialog problemId={shown} projectId={projectId} onClose={() => setShown(null)} />
        </>
      }
    >
      <ProblemTable
        rows={problems.data?.rows ?? []}
        loading={problems.isFetching}
        perms={{ edit: Q.edit, remove: Q.remove }}
        onView={(row: ProblemRow) => setShown(row.problemId)}
        onEdit={(row) => setTarget(row.problemId)}
        onDelete={(row) =>
          confirmThen(
            t('tracking.confirmDelete', { name: row.name }),
            () => qualityProblemApi.remove(row.problemId),
            t('common.deleteSuccess'),
            { after: reload },
          )
        }
      />
    </ListPage>
  );
}

/** The current project's quality problems (kind 1, the tab 质量问题 of 质量检查) or safety problems (kind 2, 安全检查). */
export function QualityProblemPage({ kind }: { kind: ProblemKind }) {
  return (
    <ProjectScope testId={`quality-problem-page-${kind}`}>
      {(projectId) => <QualityProblems key={projectId} projectId={projectId} kind={kind} />}
    </ProjectScope>
  );
}

/** 质量检查's tab 质量问题. */
export default function QualityProblemsTab() {
  return <QualityProblemPage kind="1" />;
}
