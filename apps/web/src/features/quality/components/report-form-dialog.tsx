import { HAZARD_TYPES, PROBLEM_LEVELS, REPORT_PHOTO_MAX, safetyReportBody } from '@zj/contract';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@/shared/form/zod-rule.ts';
import '@/shared/safety/bulletin-texts.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { useAddSafetyReport } from '../api/safety-reports.ts';
import '../quality-texts.ts';
import type { ProjectDialogProps } from './project-dialog-props.ts';

type Field = keyof typeof safetyReportBody.shape;
const max = (field: Field) => maxLengthOf(safetyReportBody.shape[field]);
const REQUIRED: Field[] = ['title', 'dept', 'inspectionContent', 'content'];

interface Values {
  title: string;
  level: (typeof PROBLEM_LEVELS)[number];
  type: (typeof HAZARD_TYPES)[number];
  dept: string;
  inspectionTime: Dayjs;
  inspectionContent: string;
  participants?: string;
  processed?: string;
  content: string;
  problem?: string;
  problemFiles?: string;
  rectification?: string;
  rectificationFiles?: string;
}

/** 新增安全报告: the bulletin's fields; saving tells the project's other members by message. */
export function ReportFormDialog({ projectId, open, onClose }: ProjectDialogProps) {
  const { t } = useTranslation();
  const defaults = useMemo(
    (): Partial<Values> | undefined =>
      open ? { level: '一般', type: HAZARD_TYPES[0], inspectionTime: dayjs() } : undefined,
    [open],
  );
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'sreport',
    titles: { add: 'sreport.addTitle', edit: 'sreport.addTitle' },
    defaults,
    save: useAddSafetyReport(projectId),
    toBody: (v: Values) => ({
      projectId,
      title: v.title,
      level: v.level,
      type: v.type,
      dept: v.dept,
      inspectionTime: v.inspectionTime.format('YYYY-MM-DD HH:mm:ss'),
      inspectionContent: v.inspectionContent,
      participants: v.participants || null,
      processed: v.processed || null,
      content: v.content,
      problem: v.problem || null,
      problemFiles: v.problemFiles ?? '',
      rectification: v.rectification || null,
      rectificationFiles: v.rectificationFiles ?? '',
    }),
    onClose,
  });
  const text = (field: Field, rows?: number) => {
    const label = t(field === 'title' ? 'bulletin.reportTitle' : `bulletin.${field}`);
    const n = max(field);
    return (
      <Form.Item
        name={field}
        label={label}
        rules={[
          ...(REQUIRED.includes(field)
            ? [{ required: true, whitespace: true, message: t('common.required', { field: label }) }]
            : []),
          { max: n, message: t('common.maxLength', { field: label, n }) },
        ]}
      >
        {rows ? (
          <Input.TextArea rows={rows} maxLength={n} data-testid={`sreport-form-${field}`} />
        ) : (
          <Input maxLength={n} data-testid={`sreport-form-${field}`} />
        )}
      </Form.Item>
    );
  };
  return (
    <Modal {...modal} width={760}>
      <Form form={form} layout="vertical">
        {text('title')}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="level" label={t('bulletin.level')} rules={[{ required: true }]}>
              <Select data-testid="sreport-form-level" options={PROBLEM_LEVELS.map((v) => ({ value: v, label: v }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="type" label={t('bulletin.type')} rules={[{ required: true }]}>
              <Select data-testid="sreport-form-type" options={HAZARD_TYPES.map((v) => ({ value: v, label: v }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {text('dept')}
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="inspectionTime"
              label={t('bulletin.inspectionTime')}
              rules={[{ required: true, message: t('common.required', { field: t('bulletin.inspectionTime') }) }]}
            >
              <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {text('participants')}
          </Col>
          <Col xs={24} sm={12}>
            {text('processed')}
          </Col>
        </Row>
        {text('inspectionContent', 2)}
        {text('content', 3)}
        {text('problem', 2)}
        <Form.Item name="problemFiles" label={t('bulletin.problemFiles')}>
          <ImageUpload limit={REPORT_PHOTO_MAX} />
        </Form.Item>
        {text('rectification', 2)}
        <Form.Item name="rectificationFiles" label={t('bulletin.rectificationFiles')}>
          <ImageUpload limit={REPORT_PHOTO_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
