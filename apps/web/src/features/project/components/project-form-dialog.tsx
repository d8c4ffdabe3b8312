import { DICT_TYPES } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useProjectTree } from '@/shared/project/project-tree.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
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
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectFormValues>();
  const save = useSaveProject();
  const open = projectId !== undefined;
  const userId = useSession((state) => state.user?.userId);
  const tree = useProjectTree(userId, open);
  const dicts = useDict(DICT_TYPES.projectStatus, DICT_TYPES.projectType);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(EMPTY_PROJECT);
    if (projectId) void getProject(projectId).then((row) => form.setFieldsValue(fromProjectRow(row)));
  }, [open, projectId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(toProjectBody(values, projectId));
    feedback().success(t(projectId ? 'common.editSuccess' : 'common.addSuccess'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(projectId ? 'proj.editTitle' : 'proj.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'project-form-submit' } as never}
      forceRender
      width={760}
    >
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
