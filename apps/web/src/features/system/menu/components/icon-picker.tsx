import { Button, Flex, Input, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/shared/ui/menu-icon.tsx';

/** The RuoYi icon names the sidebar maps (shared/ui/menu-icon.tsx). */
export const MENU_ICON_NAMES = [
  'system',
  'user',
  'peoples',
  'people',
  'tree-table',
  'tree',
  'post',
  'dict',
  'edit',
  'message',
  'log',
  'logininfor',
  'form',
  'monitor',
  'dashboard',
  'online',
  'job',
  'tool',
  'code',
  'build',
  'guide',
  'documentation',
  'chart',
  'date',
  'link',
  'home',
  'project',
  'folder',
  'notice',
  'safety',
  'video',
  'map',
] as const;

/** An input that opens a grid of the known icons. */
export function IconPicker({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = MENU_ICON_NAMES.filter((name) => name.includes(filter.trim()));
  const grid = (
    <div style={{ width: 360 }} data-testid="icon-picker-panel">
      <Input
        allowClear
        placeholder={t('adm.input')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Flex wrap gap={4} style={{ maxHeight: 220, overflow: 'auto' }}>
        {names.map((name) => (
          <Tooltip key={name} title={name}>
            <Button
              type={value === name ? 'primary' : 'default'}
              icon={<MenuIcon name={name} />}
              onClick={() => {
                onChange?.(name);
                setOpen(false);
              }}
              data-testid={`icon-${name}`}
              style={{ width: 64, fontSize: 12 }}
            >
              {name.slice(0, 5)}
            </Button>
          </Tooltip>
        ))}
      </Flex>
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Input
        readOnly
        data-testid="menu-form-icon"
        value={value ?? ''}
        placeholder={t('adm.menu.iconPick')}
        prefix={value ? <MenuIcon name={value} /> : undefined}
        allowClear
        onChange={(event) => {
          if (!event.target.value) onChange?.('');
        }}
      />
    </Popover>
  );
}
