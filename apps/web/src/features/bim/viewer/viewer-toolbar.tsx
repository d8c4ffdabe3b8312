import {
  AimOutlined,
  BgColorsOutlined,
  BlockOutlined,
  BorderOuterOutlined,
  ColumnHeightOutlined,
  CompressOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HomeOutlined,
  PartitionOutlined,
  ScissorOutlined,
  SelectOutlined,
  SyncOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, ColorPicker, Dropdown, Popover, Segmented, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MODEL_BACKGROUND,
  hexRgb,
  type ModelBackground,
  parseBackground,
  type Rgb,
  rgbHex,
} from './background.ts';
import type { MeasureKind, NavigationMode } from './viewer-engine.ts';

export interface Storey {
  key: string;
  name: string;
}

export interface ToolbarState {
  navigation: NavigationMode;
  clipping: boolean;
  measuring: MeasureKind | null;
  ghosted: boolean;
  plan: string | null;
  background: ModelBackground;
}

export interface ToolbarActions {
  navigate(mode: NavigationMode): void;
  fit(): void;
  home(): void;
  select(): void;
  isolate(): void;
  hide(): void;
  ghost(): void;
  showAll(): void;
  clip(on: boolean): void;
  sectionBox(): void;
  clearClipping(): void;
  measure(kind: MeasureKind | null): void;
  clearMeasurements(): void;
  plan(storey: string | null): void;
  background(background: ModelBackground): void;
}

function Tool({
  title,
  icon,
  onClick,
  active,
  disabled,
  testId,
}: {
  title: string;
  icon: ReactNode;
  onClick(): void;
  active?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'default'}
        icon={icon}
        onClick={onClick}
        disabled={disabled}
        aria-label={title}
        aria-pressed={active}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/** The viewer's toolbar: navigation, visibility, clipping, measuring, plans, background. */
export function ViewerToolbar({
  state,
  actions,
  storeys,
  hasSelection,
  panels,
}: {
  state: ToolbarState;
  actions: ToolbarActions;
  storeys: Storey[];
  hasSelection: boolean;
  /** The tree and properties beside the view: shown or not (null: the viewer has none). */
  panels: { shown: boolean; toggle(): void } | null;
}) {
  const { t } = useTranslation();
  const measureItems = (['length', 'area', 'angle'] as const).map((kind) => ({
    key: kind,
    label: t(`bimViewer.measure${kind.charAt(0).toUpperCase()}${kind.slice(1)}`),
  }));
  const setColour = (which: 'top' | 'bottom', rgb: Rgb | null) => {
    if (rgb) actions.background({ ...state.background, [which]: rgb });
  };
  return (
    <Space wrap size={4} data-testid="bim-toolbar" style={{ padding: 4 }}>
      <Segmented
        size="small"
        value={state.navigation}
        onChange={(value) => actions.navigate(value as NavigationMode)}
        options={[
          { value: 'orbit', icon: <SyncOutlined />, title: t('bimViewer.orbit') },
          { value: 'firstPerson', icon: <UserOutlined />, title: t('bimViewer.firstPerson') },
        ]}
        data-testid="bim-navigation"
      />
      <Tool title={t('bimViewer.fit')} icon={<CompressOutlined />} onClick={actions.fit} testId="bim-fit" />
      <Tool title={t('bimViewer.home')} icon={<HomeOutlined />} onClick={actions.home} testId="bim-home" />
      <Tool title={t('bimViewer.select')} icon={<SelectOutlined />} onClick={actions.select} testId="bim-select" />
      <Tool
        title={t('bimViewer.isolate')}
        icon={<AimOutlined />}
        onClick={actions.isolate}
        disabled={!hasSelection}
        testId="bim-isolate"
      />
      <Tool
        title={t('bimViewer.hide')}
        icon={<EyeInvisibleOutlined />}
        onClick={actions.hide}
        disabled={!hasSelection}
        testId="bim-hide"
      />
      <Tool
        title={t('bimViewer.ghost')}
        icon={<BlockOutlined />}
        onClick={actions.ghost}
        active={state.ghosted}
        testId="bim-ghost"
      />
      <Tool title={t('bimViewer.showAll')} icon={<EyeOutlined />} onClick={actions.showAll} testId="bim-show-all" />
      <Tool
        title={t('bimViewer.clip')}
        icon={<ScissorOutlined />}
        onClick={() => actions.clip(!state.clipping)}
        active={state.clipping}
        testId="bim-clip"
      />
      <Tool
        title={t('bimViewer.sectionBox')}
        icon={<BorderOuterOutlined />}
        onClick={actions.sectionBox}
        testId="bim-section-box"
      />
      <Button size="small" onClick={actions.clearClipping} data-testid="bim-clear-clip">
        {t('bimViewer.clearClip')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: state.measuring ? [state.measuring] : [],
          items: [
            ...measureItems,
            { type: 'divider' },
            { key: 'off', label: t('bimViewer.measureOff') },
            { key: 'clear', label: t('bimViewer.measureClear') },
          ],
          onClick: ({ key }) => {
            if (key === 'clear') actions.clearMeasurements();
            else actions.measure(key === 'off' ? null : (key as MeasureKind));
          },
        }}
      >
        <Button size="small" type={state.measuring ? 'primary' : 'default'} data-testid="bim-measure">
          <ColumnHeightOutlined /> {t('bimViewer.measure')}
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        disabled={!storeys.length}
        menu={{
          selectable: true,
          selectedKeys: state.plan ? [state.plan] : [],
          items: [
            ...storeys.map((storey) => ({ key: storey.key, label: storey.name })),
            { type: 'divider' as const },
            { key: '3d', label: t('bimViewer.plan3d') },
          ],
          onClick: ({ key }) => actions.plan(key === '3d' ? null : key),
        }}
      >
        <Button size="small" type={state.plan ? 'primary' : 'default'} data-testid="bim-plan">
          {t('bimViewer.plan')}
        </Button>
      </Dropdown>
      <Popover
        trigger="click"
        title={t('bimViewer.background')}
        content={
          <Space direction="vertical">
            <Space>
              {t('bimViewer.backgroundTop')}
              <ColorPicker
                disabledAlpha
                value={rgbHex(state.background.top)}
                onChangeComplete={(colour) => setColour('top', hexRgb(colour.toHexString()))}
              />
              {t('bimViewer.backgroundBottom')}
              <ColorPicker
                disabledAlpha
                value={rgbHex(state.background.bottom)}
                onChangeComplete={(colour) => setColour('bottom', hexRgb(colour.toHexString()))}
              />
            </Space>
            <Button
              size="small"
              onClick={() => actions.background(parseBackground(DEFAULT_MODEL_BACKGROUND) as ModelBackground)}
            >
              {t('bimViewer.backgroundReset')}
            </Button>
          </Space>
        }
      >
        <Button
          size="small"
          icon={<BgColorsOutlined />}
          aria-label={t('bimViewer.background')}
          data-testid="bim-background"
        />
      </Popover>
      {panels && (
        <Tool
          title={t('bimViewer.panels')}
          icon={<PartitionOutlined />}
          onClick={panels.toggle}
          active={panels.shown}
          testId="bim-panels-toggle"
        />
      )}
    </Space>
  );
}
