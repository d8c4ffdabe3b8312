import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitUrls } from '@/shared/ui/upload/upload-rules.ts';
import './problem-texts.ts';

/** Photos (comma-joined URLs) as thumbnails; clicking one opens the preview. */
export function PhotoStrip({
  files,
  size = 72,
  testId,
}: {
  files: string | null | undefined;
  size?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const urls = splitUrls(files);
  if (urls.length === 0) return <Typography.Text type="secondary">{t('problem.none')}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap size={8} data-testid={testId}>
        {urls.map((url) => (
          <Image key={url} src={url} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
