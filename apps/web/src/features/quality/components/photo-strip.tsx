import { Image, Space } from 'antd';
import { splitUrls } from '@/shared/ui/upload/upload-rules.ts';

/** Comma-joined photo URLs as thumbnails with the browser preview. */
export function PhotoStrip({ photos, size = 40, testId }: { photos: string; size?: number; testId?: string }) {
  const urls = splitUrls(photos);
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap data-testid={testId}>
        {urls.map((url) => (
          <Image key={url} src={url} width={size} height={size} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
