import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLORS } from '@zj/contract';
import { Button, ColorPicker, Divider, Drawer, Flex, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { type LayoutSettings, useSettings } from '@/shared/store/settings-store.ts';

type Toggle = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const TOGGLES: Toggle[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

/** 布局设置: side theme, theme colour, layout toggles; save and reset (local storage layout-setting). */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const change = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => settings.change(key, value);

  return (
    <Drawer
      title={t('settings.title')}
      open={settings.showSettings}
      onClose={() => settings.setShowSettings(false)}
      size={300}
      data-testid="settings-drawer"
    >
      <h4>{t('settings.sideTheme')}</h4>
      <Radio.Group
        value={settings.sideTheme}
        onChange={(event) => change('sideTheme', event.target.value)}
        data-testid="settings-side-theme"
        options={[
          { value: 'theme-dark', label: t('settings.dark') },
          { value: 'theme-light', label: t('settings.light') },
        ]}
      />
      <h4>{t('settings.themeColor')}</h4>
      <Flex gap={6} wrap align="center">
        {THEME_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            aria-pressed={settings.theme.toLowerCase() === color.toLowerCase()}
            data-testid={`theme-color-${color.slice(1)}`}
            onClick={() => change('theme', color)}
            style={{
              width: 24,
              height: 24,
              border: 0,
              borderRadius: 4,
              background: color,
              cursor: 'pointer',
              color: '#fff',
            }}
          >
            {settings.theme.toLowerCase() === color.toLowerCase() && <CheckOutlined />}
          </button>
        ))}
        <ColorPicker
          value={settings.theme}
          presets={[{ label: t('settings.themeColor'), colors: [...THEME_COLORS] }]}
          onChangeComplete={(value) => change('theme', value.toHexString())}
          size="small"
        />
      </Flex>
      <Divider />
      <h4>{t('settings.layout')}</h4>
      {TOGGLES.map((key) => (
        <Flex key={key} justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <span id={`setting-${key}`}>{t(`settings.${key}`)}</span>
          <Switch
            checked={settings[key]}
            aria-labelledby={`setting-${key}`}
            data-testid={`settings-${key}`}
            onChange={(checked) => change(key, checked)}
          />
        </Flex>
      ))}
      <Divider />
      <Flex gap={8}>
        <Button
          type="primary"
          data-testid="settings-save"
          onClick={() => {
            settings.save();
            feedback().success(t('settings.saving'), 1);
          }}
        >
          {t('settings.save')}
        </Button>
        <Button
          data-testid="settings-reset"
          onClick={() => {
            settings.reset();
            feedback().success(t('settings.resetting'), 1);
          }}
        >
          {t('settings.reset')}
        </Button>
      </Flex>
    </Drawer>
  );
}
