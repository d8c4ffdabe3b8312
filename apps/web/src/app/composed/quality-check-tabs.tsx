import { PERMS } from '@zj/contract';
import { Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { addTexts } from '@/shared/i18n/add-texts.ts';
import { PageLoading } from '../page-loading.tsx';

const QualityCheckPage = lazy(() => import('../../features/quality/pages/quality-check-page.tsx'));
const QualityProblemsTab = lazy(() => import('../../features/problems/pages/quality-problem-page.tsx'));

addTexts({
  'qcheck.tab.inspections': { zh: '检查记录', en: 'Inspections' },
  'qcheck.tab.problems': { zh: '质量问题', en: 'Quality problems' },
});

type Tab = 'inspections' | 'problems';

/**
 * 质量检查 (component business/quality/index): the GB 50300 structure with its inspections and,
 * for holders of business:qualityProblem:list, the tab 质量问题 (the problems feature's list with
 * the problem dialog). Each tab loads when it is first shown.
 */
export default function QualityCheckTabs() {
  const { t } = useTranslation();
  const { hasPermi } = useAccess();
  const [tab, setTab] = useState<Tab>('inspections');
  const problems = hasPermi([PERMS.business.qualityProblem.list]);
  const page = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
  if (!problems) return page(<QualityCheckPage />);
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as Tab)}
      destroyOnHidden={false}
      data-testid="quality-tabs"
      tabBarStyle={{ margin: '8px 16px 0' }}
      items={[
        { key: 'inspections', label: t('qcheck.tab.inspections'), children: page(<QualityCheckPage />) },
        { key: 'problems', label: t('qcheck.tab.problems'), children: page(<QualityProblemsTab />) },
      ]}
    />
  );
}
