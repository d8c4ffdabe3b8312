import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from './use-column-settings.ts';
import './ui-texts.ts';

export interface RightToolbarProps {
  showSearch?: boolean;
  onToggleSearch?: (show: boolean) => void;
  onRefresh?: () => void;
  /** Column visibility: settings with the label of each key. */
  columns?: { settings: ColumnSetting[]; labels: Record<string, string>; onChange: (next: ColumnSetting[]) => void };
}

/** Search toggle, refresh and column visibility above a table (RuoYi's right-toolbar). */
export function RightToolbar({ showSearch = true, onToggleSearch, onRefresh, columns }: RightToolbarProps) {
  const { t } = useTranslation();
  const columnPanel = columns && (
    <Flex vertical gap={4} data-testid="toolbar-columns-panel">
      <Checkbox
        checked={columns.settings.every((item) => item.visible)}
        indeterminate={columns.settings.some((item) => item.visible) && !columns.settings.every((item) => item.visible)}
        onChange={(event) =>
          columns.onChange(columns.settings.map((item) => ({ ...item, visible: event.target.checked })))
        }
      >
        {t('toolbar.showAll')}
      </Checkbox>
      {columns.settings.map((item) => (
        <Checkbox
          key={item.key}
          checked={item.visible}
          data-testid={`toolbar-column-${item.key}`}
          onChange={(event) =>
            columns.onChange(
              columns.settings.map((other) =>
                other.key === item.key ? { ...other, visible: event.target.checked } : other,
              ),
            )
          }
        >
          {columns.labels[item.key] ?? item.key}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Flex gap={8} data-testid="right-toolbar">
      {onToggleSearch && (
        <Tooltip title={showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch')}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch')}
            data-testid="toolbar-search-toggle"
            onClick={() => onToggleSearch(!showSearch)}
          />
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title={t('toolbar.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t('toolbar.refresh')}
            data-testid="toolbar-refresh"
            onClick={onRefresh}
          />
        </Tooltip>
      )}
      {columnPanel && (
        <Popover content={columnPanel} trigger="click" placement="bottomRight" title={t('toolbar.columns')}>
          <Button
            shape="circle"
            icon={<AppstoreOutlined />}
            aria-label={t('toolbar.columns')}
            data-testid="toolbar-columns"
          />
        </Popover>
      )}
    </Flex>
  );
}
