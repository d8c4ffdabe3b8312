import { DeleteOutlined, EditOutlined, InboxOutlined } from '@ant-design/icons';
import { PERMS, type ProjectListRow } from '@zj/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import '../project-texts.ts';

const P = PERMS.business.project;

/** 修改 / 归档 / 删除 of one project, each shown only when the caller may do it in that project. */
export function ProjectRowActions({
  row,
  onEdit,
  onPlace,
  onDelete,
}: {
  row: ProjectListRow;
  onEdit: () => void;
  onPlace: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { inProject } = useProjectAccess();
  const id = row.projectId;
  return (
    <>
      {inProject(id, P.edit) && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={`project-edit-${id}`}>
          {t('common.edit')}
        </Button>
      )}
      {inProject(id, P.place) && (
        <Button type="link" size="small" icon={<InboxOutlined />} onClick={onPlace} data-testid={`project-place-${id}`}>
          {t('proj.place')}
        </Button>
      )}
      {inProject(id, P.remove) && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={onDelete}
          data-testid={`project-delete-${id}`}
        >
          {t('common.delete')}
        </Button>
      )}
    </>
  );
}
