import { FormOutlined } from '@ant-design/icons';
import type { FormFlowRow } from '@zj/contract';
import { Card, Col, Empty, Input, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFlows } from '../api/get-apply-forms.ts';

/** The forms one can apply with (those whose process is deployed), as cards with a name filter. */
export function FormCards({ onPick }: { onPick: (form: FormFlowRow) => void }) {
  const { t } = useTranslation();
  const forms = useFormFlows();
  const [filter, setFilter] = useState('');
  if (forms.isLoading) return <Spin />;
  const needle = filter.trim().toLowerCase();
  const usable = (forms.data ?? []).filter(
    (form) => form.definitionId !== null && (!needle || form.formName.toLowerCase().includes(needle)),
  );
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('order.apply.search')}
        aria-label={t('order.apply.search')}
        onChange={(event) => setFilter(event.target.value)}
        style={{ maxWidth: 320, marginBottom: 16 }}
        data-testid="order-apply-filter"
      />
      {usable.length === 0 ? (
        <Empty description={t('order.apply.none')} />
      ) : (
        <Row gutter={[16, 16]}>
          {usable.map((form) => (
            <Col key={form.formId} xs={24} sm={12} lg={8} xl={6}>
              <Card
                hoverable
                onClick={() => onPick(form)}
                data-testid={`order-apply-form-${form.formKey}`}
                role="button"
                tabIndex={0}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onPick(form);
                }}
              >
                <Card.Meta
                  avatar={<FormOutlined style={{ fontSize: 28, color: '#1677ff' }} />}
                  title={form.formName}
                  description={
                    <Typography.Text type="secondary" ellipsis>
                      {t('order.apply.process', { key: form.modelKey ?? '' })}
                    </Typography.Text>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
