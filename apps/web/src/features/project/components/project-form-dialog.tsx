import { DICT_TYPES, type ProjectCreate, type ProjectRow, type ProjectUpdate } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useProjectTree } from '@/shared/project/project-tree.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getProject } from '../api/get-project.ts';
import { useSaveProject } from '../api/save-project.ts';
import {
  EMPTY_PROJECT,
  fromProjectRow,
  type ProjectFormValues,
  parentChoices,
  toProjectBody,
} from '../project-form-values.ts';
import { ProjectFormFields } from './project-form-fields.tsx';
import '../project-texts.ts';

/** 新增项目 / 修改项目. `projectId` undefined: closed; null: new; a number: edit that project. */
export function ProjectFormDialog({
  projectId,
  onClose,
}: {
  projectId: number | null | undefined;
  onClose: () => void;
}) {
  const save = useSaveProject();
  const { form, modal } = useFormDialog<ProjectFormValues, number, ProjectRow, ProjectCreate | ProjectUpdate>({
    id: projectId,
    prefix: 'project',
    titles: { add: 'proj.addTitle', edit: 'proj.editTitle' },
    defaults: EMPTY_PROJECT,
    load: getProject,
    toValues: fromProjectRow,
    save,
    toBody: toProjectBody,
    onClose,
  });
  const userId = useSession((state) => state.user?.userId);
  const tree = useProjectTree(userId, modal.open);
  const dicts = useDict(DICT_TYPES.projectStatus, DICT_TYPES.projectType);

  return (
    <Modal {...modal} width={760}>
      <Form form={form} name="project-form" layout="vertical" data-testid="project-form" initialValues={EMPTY_PROJECT}>
        <ProjectFormFields
          parents={parentChoices(tree.data ?? [], projectId)}
          statusOptions={dicts[DICT_TYPES.projectStatus]}
          typeOptions={dicts[DICT_TYPES.projectType]}
        />
      </Form>
    </Modal>
  );
}
