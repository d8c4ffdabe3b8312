import { ArrowLeftOutlined } from '@ant-design/icons';
import type { FormFlowRow } from '@zj/contract';
import { PERMS } from '@zj/contract';
import { Alert, Button, Card, Flex, Input, Result, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '@/shared/access/index.ts';
import { feedback } from '@/shared/api/feedback.ts';
import { FormJsViewer, type FormJsViewerHandle } from '@/shared/form-js/form-js-viewer.tsx';
import '../task-centre-texts.ts';
import { useFormDetail, useFormFlows } from '../api/get-apply-forms.ts';
import { type ApplyBody, orderActions, useOrderAction } from '../api/order-actions.ts';
import { FormCards } from '../components/form-cards.tsx';
import { ORDER_PATHS } from '../order-paths.ts';

/**
 * 应用申请 (menu component order/apply-form/index, and the hidden route /sys/order/apply-form): pick
 * a form, fill it in, apply. The picked form is the query `formId`, so a link
 * opens it, a reload keeps it and the browser's back button returns to the forms.
 */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  const allowed = useAccess().hasPermi([PERMS.system.order.add]);
  if (!allowed) return <Result status="403" title={t('order.apply.noAccess')} data-testid="order-apply-page" />;
  return <ApplyForms />;
}

function ApplyForms() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const forms = useFormFlows();
  const picked = forms.data?.find((form) => String(form.formId) === params.get('formId') && form.definitionId !== null);
  const pick = (form: FormFlowRow | null) => setParams(form ? { formId: String(form.formId) } : {});
  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="order-apply-page">
      {picked ? (
        <ApplyWith form={picked} onBack={() => pick(null)} />
      ) : params.has('formId') && forms.isLoading ? (
        <Spin />
      ) : (
        <>
          {params.has('formId') && (
            <Alert type="warning" showIcon title={t('order.apply.unknown')} style={{ marginBottom: 16 }} />
          )}
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('order.apply.pick')}
          </Typography.Title>
          <FormCards onPick={pick} />
        </>
      )}
    </Card>
  );
}

function ApplyWith({ form, onBack }: { form: FormFlowRow; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useFormDetail(form.formId);
  const viewer = useRef<FormJsViewerHandle>(null);
  const [title, setTitle] = useState('');
  const apply = useOrderAction(orderActions.apply);
  const submit = async () => {
    if (!viewer.current) return;
    const { data, errors } = viewer.current.submit();
    if (Object.keys(errors).length > 0) {
      feedback().error(t('order.fixForm'));
      return;
    }
    try {
      await apply.mutateAsync({
        formId: form.formId,
        ...(title.trim() ? { title: title.trim() } : {}),
        formData: data as ApplyBody['formData'],
      });
      feedback().success(t('order.apply.done'));
      navigate(ORDER_PATHS.mine);
    } catch {
      // the request client has told the user why
    }
  };
  return (
    <div data-testid="order-apply-fill" style={{ maxWidth: 820 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="order-apply-back">
          {t('order.apply.back')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {form.formName}
        </Typography.Title>
      </Flex>
      <Typography.Text strong>{t('order.title')}</Typography.Text>
      <Input
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={100}
        placeholder={t('order.apply.titleHint')}
        aria-label={t('order.title')}
        data-testid="order-apply-title"
        style={{ margin: '4px 0 16px' }}
      />
      {detail.data ? (
        <FormJsViewer ref={viewer} schema={detail.data.formContent} testId="order-apply-form" />
      ) : (
        <Spin />
      )}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={apply.isPending}
          disabled={!detail.data}
          onClick={submit}
          data-testid="order-apply-submit"
        >
          {t('order.apply.submit')}
        </Button>
      </Flex>
    </div>
  );
}
