import { FontSizeOutlined } from '@ant-design/icons';
import { SIZES, type Size } from '@zj/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApp } from '@/shared/store/app-store.ts';

/** Default / Medium / Small / Mini (local storage `size`, default medium). */
export function SizeSelect() {
  const { t } = useTranslation();
  const size = useApp((state) => state.size);
  const setSize = useApp((state) => state.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({
          key,
          label: <span data-testid={`size-option-${key}`}>{t(`layout.size.${key}`)}</span>,
        })),
        onClick: ({ key }) => setSize(key as Size),
      }}
    >
      <Button type="text" aria-label={t('layout.size')} data-testid="size-select" icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
