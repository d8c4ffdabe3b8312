import {
  INSPECTION_PHOTO_EXTENSIONS,
  INSPECTION_PHOTO_MAX,
  type QualityInspectionBody,
  qualityInspectionBody,
} from '@zj/contract';
import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@/shared/form/zod-rule.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { useAddInspection } from '../api/inspections.ts';
import '../quality-texts.ts';
import { ResultTag } from './result-tag.tsx';

interface Values {
  lotName: string;
  inspectDate: Dayjs;
  inspector: string;
  result: '0' | '1';
  photos?: string;
  remark?: string;
}

const max = (field: keyof typeof qualityInspectionBody.shape) => maxLengthOf(qualityInspectionBody.shape[field]);

/** 记录检验: one inspection lot of a 分项 (lot, date, inspector, result, photos through the one upload path). */
export function InspectionDialog({
  projectId,
  itemize,
  onClose,
}: {
  projectId: number;
  /** The 分项 it is recorded against; null: closed. */
  itemize: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useSession((state) => state.user?.nickName || state.user?.userName || '');
  const open = itemize !== null;
  const defaults = useMemo(
    (): Partial<Values> | undefined => (open ? { inspectDate: dayjs(), inspector: me, result: '0' } : undefined),
    [open, me],
  );
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'qcheck-inspection',
    submitTestId: 'qcheck-inspection-submit',
    titles: { add: 'qcheck.addInspectionTitle', edit: 'qcheck.addInspectionTitle' },
    done: 'qcheck.recorded',
    defaults,
    save: useAddInspection(projectId),
    toBody: (values: Values): QualityInspectionBody => ({
      itemizeId: itemize?.id ?? 0,
      lotName: values.lotName.trim(),
      inspectDate: values.inspectDate.format('YYYY-MM-DD'),
      inspector: values.inspector.trim(),
      result: values.result,
      photos: values.photos ?? '',
      remark: values.remark?.trim() || null,
    }),
    onClose,
  });
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { field: t(key) }),
  });
  const limit = (key: string, n: number | undefined) => ({
    max: n,
    message: t('common.maxLength', { field: t(key), n }),
  });

  return (
    <Modal {...modal} width={640}>
      <Form form={form} layout="vertical">
        <p data-testid="qcheck-inspection-itemize">
          {t('qcheck.itemize')}: {itemize?.name}
        </p>
        <Form.Item
          name="lotName"
          label={t('qcheck.lot')}
          rules={[required('qcheck.lot'), limit('qcheck.lot', max('lotName'))]}
        >
          <Input data-testid="qcheck-inspection-lot" maxLength={max('lotName')} />
        </Form.Item>
        <Form.Item
          name="inspectDate"
          label={t('qcheck.date')}
          rules={[{ required: true, message: t('common.required', { field: t('qcheck.date') }) }]}
        >
          <DatePicker
            data-testid="qcheck-inspection-date"
            format="YYYY-MM-DD"
            allowClear={false}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="inspector"
          label={t('qcheck.inspector')}
          rules={[required('qcheck.inspector'), limit('qcheck.inspector', max('inspector'))]}
        >
          <Input data-testid="qcheck-inspection-inspector" maxLength={max('inspector')} />
        </Form.Item>
        <Form.Item name="result" label={t('qcheck.result')} rules={[{ required: true }]}>
          <Radio.Group data-testid="qcheck-inspection-result">
            <Radio value="0" data-testid="qcheck-inspection-result-0">
              <ResultTag result="0" />
            </Radio>
            <Radio value="1" data-testid="qcheck-inspection-result-1">
              <ResultTag result="1" />
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="photos" label={t('qcheck.photos')}>
          <ImageUpload limit={INSPECTION_PHOTO_MAX} fileType={INSPECTION_PHOTO_EXTENSIONS} />
        </Form.Item>
        <Form.Item name="remark" label={t('qcheck.remark')} rules={[limit('qcheck.remark', max('remark'))]}>
          <Input.TextArea rows={2} maxLength={max('remark')} data-testid="qcheck-inspection-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
