import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectViewMode } from '../view-mode.ts';
import '../project-texts.ts';

/** Cards or table. */
export function ViewToggle({ mode, onChange }: { mode: ProjectViewMode; onChange: (mode: ProjectViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<ProjectViewMode>
      data-testid="project-view-toggle"
      value={mode}
      onChange={onChange}
      options={[
        {
          value: 'card',
          icon: <AppstoreOutlined />,
          label: <span data-testid="project-view-card">{t('proj.viewCards')}</span>,
        },
        {
          value: 'table',
          icon: <UnorderedListOutlined />,
          label: <span data-testid="project-view-table">{t('proj.viewTable')}</span>,
        },
      ]}
    />
  );
}
