import { useTranslation } from 'react-i18next';
import { clampPanelWidth } from '../logic/panel-width.ts';

/**
 * The draggable edge between canvas and properties panel: dragging it left widens the panel,
 * within the bounds of `clampPanelWidth`.
 */
export function PanelResizer({
  width,
  onWidth,
  containerWidth,
}: {
  width: number;
  onWidth: (width: number) => void;
  containerWidth: () => number;
}) {
  const { t } = useTranslation();
  return (
    <hr
      aria-orientation="vertical"
      aria-label={t('designer.panelResize')}
      title={t('designer.panelResize')}
      data-testid="designer-panel-resizer"
      onPointerDown={(down) => {
        down.preventDefault();
        const startX = down.clientX;
        const startWidth = width;
        const move = (event: PointerEvent) =>
          onWidth(clampPanelWidth(startWidth + (startX - event.clientX), containerWidth()));
        const up = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', up);
      }}
      style={{
        width: 6,
        height: 'auto',
        margin: 0,
        border: 0,
        alignSelf: 'stretch',
        cursor: 'col-resize',
        background: '#f0f0f0',
        flex: 'none',
        touchAction: 'none',
      }}
    />
  );
}
