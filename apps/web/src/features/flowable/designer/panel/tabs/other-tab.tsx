import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import { documentationOf, setDocumentation } from '../rules/documentation.ts';
import { CommitInput } from './commit-input.tsx';

/** 其他配置: the element's documentation text. */
export function OtherTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t('panel.other.documentation')}>
        <CommitInput
          textarea
          value={documentationOf(env.element.businessObject)}
          onCommit={(text) => setDocumentation(env, env.element, text)}
          testId="panel-documentation"
          ariaLabel={t('panel.other.documentation')}
        />
      </Form.Item>
    </Form>
  );
}
