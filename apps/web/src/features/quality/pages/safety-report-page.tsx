import { HAZARD_TYPES, PERMS, PROBLEM_LEVELS } from '@zj/contract';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import '@/shared/safety/bulletin-texts.ts';
import { SafetyBulletinDialog } from '@/shared/safety/safety-bulletin-dialog.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { type ReportFilters, useDeleteSafetyReport, useSafetyReports } from '../api/safety-reports.ts';
import { ReportFormDialog } from '../components/report-form-dialog.tsx';
import { ReportTable } from '../components/report-table.tsx';
import '../quality-texts.ts';

const P = PERMS.business.safetyReport;

function ReportSearch({ onSearch, onReset }: { onSearch: (f: ReportFilters) => void; onReset: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportFilters>();
  const select = (name: 'type' | 'level', values: readonly string[]) => (
    <Form.Item name={name} label={t(`bulletin.${name}`)}>
      <Select
        allowClear
        style={{ width: 140 }}
        placeholder={t('common.choose', { field: t(`bulletin.${name}`) })}
        options={values.map((v) => ({ value: v, label: v }))}
      />
    </Form.Item>
  );
  return (
    <SearchForm<ReportFilters> prefix="sreport" form={form} onSearch={onSearch} onReset={onReset}>
      <SearchInput name="title" label="bulletin.reportTitle" />
      {select('type', HAZARD_TYPES)}
      {select('level', PROBLEM_LEVELS)}
    </SearchForm>
  );
}

function SafetyReports({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { inProject } = useProjectAccess();
  const list = useListPage<ReportFilters>();
  const reports = useSafetyReports({ projectId, ...list.query });
  const remove = useDeleteSafetyReport(projectId);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <ListPage
      bare
      testId="sreport-list"
      prefix="sreport"
      projectScoped
      perms={{ add: P.add }}
      list={list}
      query={reports}
      onAdd={() => setAdding(true)}
      onEdit={false}
      onDelete={false}
      search={<ReportSearch onSearch={list.search} onReset={list.reset} />}
      dialogs={
        <>
          <ReportFormDialog projectId={projectId} open={adding} onClose={() => setAdding(false)} />
          <SafetyBulletinDialog reportId={viewing} onClose={() => setViewing(null)} />
        </>
      }
    >
      <ReportTable
        rows={reports.data?.rows ?? []}
        loading={reports.isFetching}
        onView={(row) => setViewing(row.reportId)}
        onDelete={
          inProject(projectId, P.remove)
            ? (row) =>
                confirmThen(
                  t('sreport.confirmDelete', { name: row.title }),
                  () => remove.mutateAsync(row.reportId),
                  t('common.deleteSuccess'),
                )
            : undefined
        }
      />
    </ListPage>
  );
}

/** 安全报告 (menu component business/safety/report): the current project's 安全专项检查通报. */
export default function SafetyReportPage() {
  return (
    <ProjectScope testId="sreport-page">
      {(projectId) => <SafetyReports key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
