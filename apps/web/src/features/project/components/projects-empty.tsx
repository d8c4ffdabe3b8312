import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import '../project-texts.ts';

/** The empty state: '暂无项目' with 新增项目 when the caller may add, or 'nothing matches' after a search. */
export function ProjectsEmpty({ filtered, onAdd }: { filtered: boolean; onAdd?: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty description={t(filtered ? 'proj.emptyFiltered' : 'proj.empty')} data-testid="project-empty">
      {!filtered && onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="project-empty-add">
          {t('proj.add')}
        </Button>
      )}
    </Empty>
  );
}
