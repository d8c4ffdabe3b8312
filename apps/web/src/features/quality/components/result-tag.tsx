import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../quality-texts.ts';

/** 合格 (green) or 不合格 (red): an inspection's result. */
export function ResultTag({ result }: { result: string }) {
  const { t } = useTranslation();
  return result === '0' ? <Tag color="success">{t('qcheck.pass')}</Tag> : <Tag color="error">{t('qcheck.fail')}</Tag>;
}
