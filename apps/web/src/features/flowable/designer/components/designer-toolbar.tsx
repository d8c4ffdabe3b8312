import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowLeftOutlined,
  BugOutlined,
  CompressOutlined,
  DownloadOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  RedoOutlined,
  ReloadOutlined,
  SaveOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex, Space, Tooltip } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignerTextKey } from '../designer-texts.ts';
import type { Alignment } from '../logic/align.ts';
import type { DownloadKind } from '../logic/file-names.ts';
import { OPEN_ACCEPT } from '../logic/file-names.ts';
import { zoomPercent } from '../logic/zoom.ts';
import type { ModelerState } from '../modeler/use-modeler.ts';

export interface ToolbarActions {
  onOpen: (file: File) => void;
  onDownload: (kind: DownloadKind) => void;
  onPreview: (kind: 'xml' | 'json') => void;
  onToggleSimulation: () => void;
  onSave: () => void;
  onBack: () => void;
  onAlign: (alignment: Alignment) => void;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onRedraw: () => void;
}

const ALIGN_BUTTONS: ReadonlyArray<[Alignment, DesignerTextKey, ReactNode]> = [
  ['left', 'designer.alignLeft', <AlignLeftOutlined key="l" />],
  ['right', 'designer.alignRight', <AlignRightOutlined key="r" />],
  ['top', 'designer.alignTop', <VerticalAlignTopOutlined key="t" />],
  ['bottom', 'designer.alignBottom', <VerticalAlignBottomOutlined key="b" />],
  ['horizontalCentre', 'designer.alignHorizontalCentre', <AlignCenterOutlined key="h" />],
  ['verticalCentre', 'designer.alignVerticalCentre', <VerticalAlignMiddleOutlined key="v" />],
];

function Tip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      {children}
    </Tooltip>
  );
}

/** The designer's toolbar (spec 02 §2): file, preview, simulation, save/back, align, zoom, history, redraw. */
export function DesignerToolbar({
  state,
  ready,
  saving,
  ...on
}: ToolbarActions & { state: ModelerState; ready: boolean; saving: boolean }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const disabled = !ready;
  return (
    <Flex wrap gap={8} align="center" data-testid="designer-toolbar" style={{ padding: '8px 0' }}>
      <Space.Compact>
        <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => file.current?.click()}>
          {t('designer.open')}
        </Button>
        <Dropdown
          disabled={disabled}
          menu={{
            items: [
              { key: 'xml', label: t('designer.downloadXml') },
              { key: 'svg', label: t('designer.downloadSvg') },
              { key: 'bpmn', label: t('designer.downloadBpmn') },
            ],
            onClick: ({ key }) => on.onDownload(key as DownloadKind),
          }}
        >
          <Button icon={<DownloadOutlined />} data-testid="designer-download">
            {t('designer.download')}
          </Button>
        </Dropdown>
      </Space.Compact>
      <Space.Compact>
        <Dropdown
          disabled={disabled}
          menu={{
            items: [
              { key: 'xml', label: t('designer.previewXml') },
              { key: 'json', label: t('designer.previewJson') },
            ],
            onClick: ({ key }) => on.onPreview(key as 'xml' | 'json'),
          }}
        >
          <Button icon={<EyeOutlined />} data-testid="designer-preview">
            {t('designer.preview')}
          </Button>
        </Dropdown>
        <Button
          icon={<BugOutlined />}
          disabled={disabled}
          type={state.simulating ? 'primary' : 'default'}
          onClick={on.onToggleSimulation}
          data-testid="designer-simulation"
        >
          {t(state.simulating ? 'designer.simulationOff' : 'designer.simulationOn')}
        </Button>
      </Space.Compact>
      <Space.Compact>
        {ALIGN_BUTTONS.map(([alignment, label, icon]) => (
          <Tip key={alignment} title={t(label)}>
            <Button
              icon={icon}
              aria-label={t(label)}
              disabled={disabled}
              onClick={() => on.onAlign(alignment)}
              data-testid={`designer-align-${alignment}`}
            />
          </Tip>
        ))}
      </Space.Compact>
      <Space.Compact>
        <Tip title={t('designer.zoomOut')}>
          <Button
            icon={<ZoomOutOutlined />}
            aria-label={t('designer.zoomOut')}
            disabled={disabled}
            onClick={() => on.onZoom(-1)}
            data-testid="designer-zoom-out"
          />
        </Tip>
        <Button disabled aria-label={t('designer.zoomLevel')} data-testid="designer-zoom" style={{ width: 64 }}>
          {zoomPercent(state.zoom)}
        </Button>
        <Tip title={t('designer.zoomIn')}>
          <Button
            icon={<ZoomInOutlined />}
            aria-label={t('designer.zoomIn')}
            disabled={disabled}
            onClick={() => on.onZoom(1)}
            data-testid="designer-zoom-in"
          />
        </Tip>
        <Tip title={t('designer.zoomFit')}>
          <Button
            icon={<CompressOutlined />}
            aria-label={t('designer.zoomFit')}
            disabled={disabled}
            onClick={on.onFit}
            data-testid="designer-zoom-fit"
          />
        </Tip>
      </Space.Compact>
      <Space.Compact>
        <Tip title={t('designer.undo')}>
          <Button
            icon={<UndoOutlined />}
            aria-label={t('designer.undo')}
            disabled={disabled || !state.canUndo}
            onClick={on.onUndo}
            data-testid="designer-undo"
          />
        </Tip>
        <Tip title={t('designer.redo')}>
          <Button
            icon={<RedoOutlined />}
            aria-label={t('designer.redo')}
            disabled={disabled || !state.canRedo}
            onClick={on.onRedo}
            data-testid="designer-redo"
          />
        </Tip>
        <Tip title={t('designer.redraw')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('designer.redraw')}
            disabled={disabled}
            onClick={on.onRedraw}
            data-testid="designer-redraw"
          />
        </Tip>
      </Space.Compact>
      <Space.Compact>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={disabled}
          loading={saving}
          onClick={on.onSave}
          data-testid="designer-save"
        >
          {t('designer.save')}
        </Button>
        <Button icon={<ArrowLeftOutlined />} onClick={on.onBack} data-testid="designer-back">
          {t('designer.back')}
        </Button>
      </Space.Compact>
      <input
        ref={file}
        type="file"
        accept={OPEN_ACCEPT}
        hidden
        data-testid="designer-open-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) on.onOpen(chosen);
        }}
      />
    </Flex>
  );
}
