import { useQueryClient } from '@tanstack/react-query';
import { MSPDI_UPLOAD_KIND, PLAN_GROUP_DICT, type PlanImportResult, UPLOAD_KINDS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { Alert, Form, Input, Modal, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/call.ts';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { FileUpload } from '@/shared/ui/upload/file-upload.tsx';
import { planKeys } from '../api/plans-api.ts';
import '../plans-texts.ts';

interface ImportValues {
  url: string;
  planGroup: string;
  planName: string;
}

/**
 * 导入: an MS Project XML file uploaded through the one upload path (kind mspdi) and read into a new
 * plan of the group; then what was read (tasks, summaries, milestones, links, resources …) and what
 * the plan does not keep are shown.
 */
export function PlanImportDialog({
  projectId,
  open,
  defaultGroup,
  onClose,
  onImported,
}: {
  projectId: number;
  open: boolean;
  defaultGroup?: string;
  onClose: () => void;
  onImported: (planId: number) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groups = useDict(PLAN_GROUP_DICT)[PLAN_GROUP_DICT];
  const [form] = Form.useForm<ImportValues>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PlanImportResult | null>(null);
  useEffect(() => {
    if (!open) return;
    setResult(null);
    form.resetFields();
    form.setFieldsValue({ planGroup: defaultGroup ?? '0' });
  }, [open, form, defaultGroup]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await call(API.plans.importXml, {
        body: {
          projectId,
          url: values.url,
          planGroup: values.planGroup,
          ...(values.planName?.trim() ? { planName: values.planName.trim() } : {}),
        },
      });
      setResult(answer.data);
      await client.invalidateQueries({ queryKey: planKeys.project(projectId) });
      onImported(answer.data.planId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('plan.importTitle')}
      onCancel={onClose}
      onOk={result ? onClose : () => void submit().catch(() => {})}
      confirmLoading={busy}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined }}
      okButtonProps={{ 'data-testid': 'plan-import-submit' } as never}
      width={600}
      forceRender
    >
      {result ? (
        <div data-testid="plan-import-result">
          <Result status="success" title={t('plan.importDone')} style={{ padding: '8px 0' }} />
          <Typography.Paragraph data-testid="plan-import-read">
            {t('plan.importRead', result.read)}
          </Typography.Paragraph>
          {result.leftOut.length === 0 ? (
            <Alert type="success" showIcon title={t('plan.importNothingLeft')} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('plan.importLeftOut')}
              description={
                <ul style={{ paddingInlineStart: 20, margin: 0 }} data-testid="plan-import-left-out">
                  {result.leftOut.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      ) : (
        <Form form={form} layout="vertical" data-testid="plan-import-form">
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('plan.importHint')}
          </Typography.Paragraph>
          <Form.Item
            name="url"
            label={t('plan.importFile')}
            rules={[{ required: true, message: t('plan.fileRequired') }]}
          >
            <FileUpload
              kind={MSPDI_UPLOAD_KIND}
              limit={1}
              fileType={UPLOAD_KINDS.mspdi.extensions}
              fileSize={UPLOAD_KINDS.mspdi.maxMb}
            />
          </Form.Item>
          <Form.Item
            name="planGroup"
            label={t('plan.field.group')}
            rules={[{ required: true, message: t('plan.groupRequired') }]}
          >
            <DictSelect options={groups} allowClear={false} data-testid="plan-import-group" />
          </Form.Item>
          <Form.Item
            name="planName"
            label={t('plan.field.name')}
            extra={t('plan.importNameHint')}
            rules={[{ max: 100 }]}
          >
            <Input maxLength={100} data-testid="plan-import-name" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
