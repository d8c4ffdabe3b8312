import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formBody, PERMS, pickLang } from '@zj/contract';
import { Alert, Button, Card, Col, Form, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '@/shared/access/index.ts';
import { feedback } from '@/shared/api/feedback.ts';
import { FormJsViewer } from '@/shared/form-js/form-js-viewer.tsx';
import { useTags } from '@/shared/store/tags-store.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import '../form-texts.ts';
import { getForm } from '../api/get-form.ts';
import { useSaveForm } from '../api/save-form.ts';
import { ModelKeyItem } from '../components/model-key-item.tsx';
import {
  BLANK_VALUES,
  blankSchema,
  checkDesign,
  type DesignSchema,
  type DesignValues,
  fromDetail,
  parseFormId,
} from '../design/design-mapping.ts';
import { FormEditorCanvas } from '../design/form-editor.tsx';

/** The page 动态表单 (its menu's route, where 保存 and 返回 go back to), not an API path. */
const FORM_LIST_PAGE = '/system/form';

/**
 * /sys/form/design (hidden route, spec 01 §2): the bpmn.io form editor with a live preview. With
 * the query `formId` it opens that form; without it a blank one. 保存 creates or updates the form
 * (API.forms.add / edit) and returns to the list page.
 */
export default function FormDesignPage() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const formId = parseFormId(params.get('formId'));
  const { t } = useTranslation();
  if (formId === 'invalid') return <Alert type="error" showIcon title={t('form.design.badId')} />;
  // Every visit (another form, or 表单设计 again) starts afresh.
  return formId ? (
    <StoredFormDesigner key={`${key}-${formId}`} formId={formId} />
  ) : (
    <FormDesigner key={key} formId={null} />
  );
}

function StoredFormDesigner({ formId }: { formId: number }) {
  const form = useQuery({ queryKey: ['system', 'form', 'design', formId], queryFn: () => getForm(formId), gcTime: 0 });
  if (form.isPending) return <Skeleton active />;
  if (form.isError || !form.data) return <Alert type="error" showIcon title={form.error?.message} />;
  const { values, schema } = fromDetail(form.data);
  return <FormDesigner formId={formId} values={values} schema={schema} />;
}

function FormDesigner({
  formId,
  values = BLANK_VALUES,
  schema: initial,
}: {
  formId: number | null;
  values?: DesignValues;
  schema?: DesignSchema;
}) {
  const { t, i18n } = useTranslation();
  const lang = pickLang(i18n.language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  /** Back to 动态表单, the designer's tab closed (after saving, and with 返回). */
  const leave = () => {
    useTags.getState().close(pathname);
    void navigate(FORM_LIST_PAGE);
  };
  const allowed = useAccess().hasPermi([formId ? PERMS.system.form.edit : PERMS.system.form.add]);
  const save = useSaveForm();
  const [form] = Form.useForm<DesignValues>();
  const [schema, setSchema] = useState<DesignSchema>(() => initial ?? blankSchema());
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState('design');
  const shown = useDeferredValue(schema);

  const submit = async () => {
    setProblem(null);
    const fields = await form.validateFields();
    const checked = checkDesign({ ...BLANK_VALUES, ...fields }, schema, formId, lang);
    if (!checked.ok) {
      if (checked.message) setProblem(checked.message);
      else await form.validateFields([checked.field as keyof DesignValues]);
      return;
    }
    await save.mutateAsync(checked.body);
    feedback().success(t(formId ? 'common.editSuccess' : 'common.addSuccess'));
    leave();
  };

  const fieldCount = schema.components.length;
  const actions = (
    <Space wrap>
      <Typography.Text type="secondary">{t('form.design.fields', { n: fieldCount })}</Typography.Text>
      <Button icon={<ArrowLeftOutlined />} onClick={leave} data-testid="form-design-back">
        {t('form.design.back')}
      </Button>
      {allowed && (
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          onClick={() => void submit().catch(() => {})}
          data-testid="form-design-save"
        >
          {t('form.design.save')}
        </Button>
      )}
    </Space>
  );
  return (
    <Card data-testid="form-design-page" styles={{ body: { padding: 16 } }}>
      <Form form={form} layout="vertical" initialValues={values} name="form-design" data-testid="form-design-form">
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <TextItem name="formName" label="form.name" schema={formBody.shape.formName} />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <TextItem
              name="formKey"
              label="form.key"
              schema={formBody.shape.formKey}
              invalid={t('form.keyRule', { field: t('form.key') })}
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <ModelKeyItem enabled />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <TextItem name="remark" label="form.remark" schema={formBody.shape.remark} />
          </Col>
        </Row>
      </Form>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          data-testid="form-design-problem"
          closable={{ onClose: () => setProblem(null) }}
          style={{ marginBottom: 12 }}
        />
      )}
      {narrow && <div style={{ marginBottom: 8 }}>{actions}</div>}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        tabBarExtraContent={narrow ? undefined : actions}
        items={[
          {
            key: 'design',
            label: t('form.design.tabDesign'),
            forceRender: true,
            children: <FormEditorCanvas schema={schema} onChange={setSchema} zh={lang === 'zh'} />,
          },
          {
            key: 'preview',
            label: t('form.design.tabPreview'),
            children: (
              <div data-testid="form-design-preview" style={{ maxWidth: 720, margin: '0 auto', minHeight: 200 }}>
                {shown.components.length > 0 ? (
                  <FormJsViewer schema={shown} testId="form-design-preview-viewer" />
                ) : (
                  <Typography.Text type="secondary">{t('form.design.previewEmpty')}</Typography.Text>
                )}
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
