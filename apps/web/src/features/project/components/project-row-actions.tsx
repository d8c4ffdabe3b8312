import { DeleteOutlined, EditOutlined, InboxOutlined } from '@ant-design/icons';
import { PERMS, type ProjectListRow } from '@zj/contract';
import { useTranslation } from 'react-i18next';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
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
  const id = row.projectId;
  return (
    <>
      <PermLink perm={P.edit} projectId={id} icon={<EditOutlined />} onClick={onEdit} testId={`project-edit-${id}`}>
        {t('common.edit')}
      </PermLink>
      <PermLink perm={P.place} projectId={id} icon={<InboxOutlined />} onClick={onPlace} testId={`project-place-${id}`}>
        {t('proj.place')}
      </PermLink>
      <PermLink
        perm={P.remove}
        projectId={id}
        icon={<DeleteOutlined />}
        danger
        onClick={onDelete}
        testId={`project-delete-${id}`}
      >
        {t('common.delete')}
      </PermLink>
    </>
  );
}
