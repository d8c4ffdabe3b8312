import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The 404 / 401 screens. */
export function ErrorResult({ status }: { status: '404' | '403' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = status === '404' ? t('error.404.text') : t('error.401.text');
  return (
    <Result
      status={status}
      title={status === '404' ? '404' : '401'}
      subTitle={text}
      extra={
        <>
          <Button onClick={() => navigate(-1)}>{t('error.back')}</Button>
          <Button type="primary" onClick={() => navigate('/index')} data-testid="back-home">
            {t('error.backHome')}
          </Button>
        </>
      }
    />
  );
}
