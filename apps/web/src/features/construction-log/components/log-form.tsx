import { CONSTRUCTION_LOG_LIMITS } from '@zj/contract';
import { Col, Divider, Form, type FormInstance, Input, InputNumber, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { headcountOf, type LogFormValues, SECTIONS } from '../log-form-model.ts';
import { LogProjectContext } from './log-project.ts';
import { ProblemPicker } from './problem-picker.tsx';
import { SECTION_TITLES } from './section-columns.ts';
import { SectionTable } from './section-table.tsx';

interface LogFormProps {
  form: FormInstance<LogFormValues>;
  projectId: number;
  initial: LogFormValues;
  knownProblems: ReadonlyArray<{ problemId: number; name: string }>;
  /** A signed log (or one the user may not change): shown, not edited. */
  readOnly: boolean;
}

/** The headcount under 施工人员, following the rows as they are typed. */
function Headcount() {
  const { t } = useTranslation();
  const rows = Form.useWatch('manpower') as LogFormValues['manpower'] | undefined;
  return (
    <Typography.Text type="secondary" data-testid="clog-headcount">
      {t('clog.headcount')}: {headcountOf(rows ?? [])}
    </Typography.Text>
  );
}

/** The log's fields: weather, the five sections as editable tables, problems found, photos, remarks. */
export function LogForm({ form, projectId, initial, knownProblems, readOnly }: LogFormProps) {
  const { t } = useTranslation();
  return (
    <LogProjectContext value={projectId}>
      <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly} data-testid="clog-form">
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="weather"
              label={t('clog.weather')}
              rules={[{ required: true, whitespace: true, message: t('clog.required', { field: t('clog.weather') }) }]}
            >
              <Input maxLength={50} placeholder={t('clog.weatherHint')} data-testid="clog-weather" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('clog.temperature')} required={false}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="temperatureLow" noStyle>
                  <InputNumber
                    min={-60}
                    max={60}
                    precision={0}
                    placeholder={t('clog.low')}
                    suffix="℃"
                    style={{ width: '50%' }}
                    data-testid="clog-low"
                  />
                </Form.Item>
                <Form.Item
                  name="temperatureHigh"
                  noStyle
                  dependencies={['temperatureLow']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, high: number | null) => {
                        const low = getFieldValue('temperatureLow') as number | null;
                        return low !== null && low !== undefined && high !== null && high !== undefined && low > high
                          ? Promise.reject(new Error(t('clog.tempOrder')))
                          : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <InputNumber
                    min={-60}
                    max={60}
                    precision={0}
                    placeholder={t('clog.high')}
                    suffix="℃"
                    style={{ width: '50%' }}
                    data-testid="clog-high"
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="wind" label={t('clog.wind')}>
              <Input maxLength={20} placeholder={t('clog.windHint')} data-testid="clog-wind" />
            </Form.Item>
          </Col>
        </Row>
        {SECTIONS.map((section) => (
          <div key={section}>
            <Divider titlePlacement="start" style={{ margin: '8px 0' }}>
              {t(SECTION_TITLES[section])}
            </Divider>
            <SectionTable section={section} disabled={readOnly} />
            {section === 'manpower' ? <Headcount /> : null}
          </div>
        ))}
        <Divider titlePlacement="start" style={{ margin: '8px 0' }}>
          {t('clog.problems')}
        </Divider>
        <Form.Item name="problemIds">
          <ProblemPicker projectId={projectId} known={knownProblems} disabled={readOnly} />
        </Form.Item>
        <Form.Item name="photos" label={t('clog.photos')}>
          <ImageUpload limit={CONSTRUCTION_LOG_LIMITS.photos} disabled={readOnly} />
        </Form.Item>
        <Form.Item name="remark" label={t('clog.remark')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} data-testid="clog-remark" />
        </Form.Item>
      </Form>
    </LogProjectContext>
  );
}
