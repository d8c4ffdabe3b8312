import { Col, DatePicker, Form, Input, InputNumber, Row, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { DAY_FORMAT, type ParentChoice, type ProjectFormValues } from '../project-form-values.ts';
import '../project-texts.ts';

const TEXT_FIELDS = [
  ['ownerUnit', 'proj.field.ownerUnit', 100],
  ['contractorUnit', 'proj.field.contractorUnit', 100],
  ['supervisorUnit', 'proj.field.supervisorUnit', 100],
  ['designUnit', 'proj.field.designUnit', 100],
] as const;

/** Every field of projectCreate, laid out two per row. */
export function ProjectFormFields({
  parents,
  statusOptions,
  typeOptions,
}: {
  parents: ParentChoice[];
  statusOptions: readonly DictOption[];
  typeOptions: readonly DictOption[];
}) {
  const { t } = useTranslation();
  const enter = (key: string) => t('common.enter', { field: t(key) });
  const choose = (key: string) => t('common.choose', { field: t(key) });
  const endAfterStart: Rule = ({ getFieldValue }) => ({
    validator: async (_, end: ProjectFormValues['plannedEndDate']) => {
      const start: ProjectFormValues['startDate'] = getFieldValue('startDate');
      if (start && end?.isBefore(start, 'day')) throw new Error(t('proj.endBeforeStart'));
    },
  });
  const half = (node: ReactNode, key: string) => (
    <Col xs={24} md={12} key={key}>
      {node}
    </Col>
  );
  return (
    <Row gutter={12}>
      <Col span={24}>
        <Form.Item name="parentId" label={t('proj.field.parent')}>
          <TreeSelect
            data-testid="project-form-parent"
            treeData={parents}
            fieldNames={{ label: 'extend1', value: 'projectId', children: 'children' }}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="extend1"
            allowClear
            placeholder={t('proj.field.parentHint')}
          />
        </Form.Item>
      </Col>
      {half(
        <Form.Item
          name="projectName"
          label={t('proj.field.name')}
          rules={[{ required: true, whitespace: true, message: t('proj.required', { field: t('proj.field.name') }) }]}
        >
          <Input data-testid="project-form-name" maxLength={100} placeholder={enter('proj.field.name')} />
        </Form.Item>,
        'name',
      )}
      {half(
        <Form.Item name="projectCode" label={t('proj.field.code')}>
          <Input data-testid="project-form-code" maxLength={64} placeholder={enter('proj.field.code')} />
        </Form.Item>,
        'code',
      )}
      {half(
        <Form.Item name="projectType" label={t('proj.field.type')}>
          <DictSelect data-testid="project-form-type" options={typeOptions} placeholder={choose('proj.field.type')} />
        </Form.Item>,
        'type',
      )}
      {half(
        <Form.Item
          name="status"
          label={t('proj.field.status')}
          rules={[{ required: true, message: t('proj.required', { field: t('proj.field.status') }) }]}
        >
          <DictSelect
            data-testid="project-form-status"
            options={statusOptions}
            allowClear={false}
            placeholder={choose('proj.field.status')}
          />
        </Form.Item>,
        'status',
      )}
      <Col span={24}>
        <Form.Item name="address" label={t('proj.field.address')}>
          <Input data-testid="project-form-address" maxLength={255} placeholder={enter('proj.field.address')} />
        </Form.Item>
      </Col>
      {half(
        <Form.Item name="longitude" label={t('proj.field.longitude')}>
          <InputNumber
            data-testid="project-form-longitude"
            min={-180}
            max={180}
            precision={6}
            style={{ width: '100%' }}
          />
        </Form.Item>,
        'lng',
      )}
      {half(
        <Form.Item name="latitude" label={t('proj.field.latitude')}>
          <InputNumber data-testid="project-form-latitude" min={-90} max={90} precision={6} style={{ width: '100%' }} />
        </Form.Item>,
        'lat',
      )}
      {TEXT_FIELDS.map(([name, label, max]) =>
        half(
          <Form.Item name={name} label={t(label)}>
            <Input data-testid={`project-form-${name}`} maxLength={max} placeholder={enter(label)} />
          </Form.Item>,
          name,
        ),
      )}
      {half(
        <Form.Item name="startDate" label={t('proj.field.startDate')}>
          <DatePicker data-testid="project-form-startDate" format={DAY_FORMAT} style={{ width: '100%' }} />
        </Form.Item>,
        'start',
      )}
      {half(
        <Form.Item
          name="plannedEndDate"
          label={t('proj.field.plannedEndDate')}
          dependencies={['startDate']}
          rules={[endAfterStart]}
        >
          <DatePicker data-testid="project-form-plannedEndDate" format={DAY_FORMAT} style={{ width: '100%' }} />
        </Form.Item>,
        'end',
      )}
      {half(
        <Form.Item name="orderNum" label={t('proj.field.orderNum')}>
          <InputNumber
            data-testid="project-form-orderNum"
            min={0}
            max={99999}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>,
        'order',
      )}
      <Col span={24}>
        <Form.Item name="cover" label={t('proj.field.cover')}>
          <ImageUpload limit={1} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label={t('proj.field.description')}>
          <Input.TextArea
            data-testid="project-form-description"
            rows={3}
            maxLength={2000}
            placeholder={enter('proj.field.description')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
