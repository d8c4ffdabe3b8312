import { projectCreate } from '@zj/contract';
import { Col, DatePicker, Form, InputNumber, Row, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberRangeOf, zodRule } from '@/shared/form/zod-rule.ts';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { DAY_FORMAT, type ParentChoice, type ProjectFormValues } from '../project-form-values.ts';
import '../project-texts.ts';

/** The contract's check of each field: the form refuses what the server would. */
const F = projectCreate.shape;
type Field = keyof typeof F;
const UNIT_FIELDS = [
  ['ownerUnit', 'proj.field.ownerUnit'],
  ['contractorUnit', 'proj.field.contractorUnit'],
  ['supervisorUnit', 'proj.field.supervisorUnit'],
  ['designUnit', 'proj.field.designUnit'],
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
  /** The field's contract check; `required` gives the 请输入… message of an empty field. */
  const rules = (field: Field, label: string, required = false): Rule[] => [
    zodRule(F[field], {
      required: required ? t('proj.required', { field: t(label) }) : undefined,
      too_big: (issue) =>
        t('common.maxLength', { field: t(label), n: 'maximum' in issue ? Number(issue.maximum) : '' }),
      invalid: t('common.enter', { field: t(label) }),
    }),
  ];
  /** A text field with the contract's check: 请输入… when empty if `required`, else when refused. */
  const text = (name: Field, label: string, testId: string, required = false, rows?: number) => (
    <TextItem
      name={name}
      label={label}
      schema={F[name]}
      required={required}
      requiredText="proj.required"
      invalid={enter(label)}
      testId={testId}
      rows={rows}
    />
  );
  const number = (field: Field, testId: string, precision: number) => (
    <InputNumber data-testid={testId} {...numberRangeOf(F[field])} precision={precision} style={{ width: '100%' }} />
  );
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
      {half(text('projectName', 'proj.field.name', 'project-form-name', true), 'name')}
      {half(text('projectCode', 'proj.field.code', 'project-form-code'), 'code')}
      {half(
        <Form.Item name="projectType" label={t('proj.field.type')}>
          <DictSelect data-testid="project-form-type" options={typeOptions} placeholder={choose('proj.field.type')} />
        </Form.Item>,
        'type',
      )}
      {half(
        <Form.Item name="status" label={t('proj.field.status')} rules={rules('status', 'proj.field.status', true)}>
          <DictSelect
            data-testid="project-form-status"
            options={statusOptions}
            allowClear={false}
            placeholder={choose('proj.field.status')}
          />
        </Form.Item>,
        'status',
      )}
      <Col span={24}>{text('address', 'proj.field.address', 'project-form-address')}</Col>
      {half(
        <Form.Item
          name="longitude"
          label={t('proj.field.longitude')}
          rules={rules('longitude', 'proj.field.longitude')}
        >
          {number('longitude', 'project-form-longitude', 6)}
        </Form.Item>,
        'lng',
      )}
      {half(
        <Form.Item name="latitude" label={t('proj.field.latitude')} rules={rules('latitude', 'proj.field.latitude')}>
          {number('latitude', 'project-form-latitude', 6)}
        </Form.Item>,
        'lat',
      )}
      {UNIT_FIELDS.map(([name, label]) => half(text(name, label, `project-form-${name}`), name))}
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
        <Form.Item name="orderNum" label={t('proj.field.orderNum')} rules={rules('orderNum', 'proj.field.orderNum')}>
          {number('orderNum', 'project-form-orderNum', 0)}
        </Form.Item>,
        'order',
      )}
      <Col span={24}>
        <Form.Item name="cover" label={t('proj.field.cover')}>
          <ImageUpload limit={1} />
        </Form.Item>
      </Col>
      <Col span={24}>{text('description', 'proj.field.description', 'project-form-description', false, 3)}</Col>
    </Row>
  );
}
