import { Alert } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './chart-texts.ts';

type Chart = { setOption(option: EChartsCoreOption, notMerge?: boolean): void; resize(): void; dispose(): void };

let loading: Promise<typeof import('./echarts-setup.ts')> | null = null;
/** echarts' code, fetched once for every chart of the page. */
const loadEcharts = () => {
  loading ??= import('./echarts-setup.ts').catch((error: unknown) => {
    loading = null; // a later chart tries again
    throw error;
  });
  return loading;
};

/** One echarts instance in a div: loads echarts on first use, redraws on option change, re-measures on resize. */
export function EChart({
  option,
  height = 300,
  testId,
}: {
  option: EChartsCoreOption;
  height?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const resize = () => chart.current?.resize();
    loadEcharts()
      .then(({ init }) => {
        if (!live || !box.current) return;
        chart.current = init(box.current);
        window.addEventListener('resize', resize);
        setReady(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
      setReady(false);
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  if (failed) return <Alert type="warning" showIcon title={t('chart.failed')} data-testid={`${testId}-failed`} />;
  return <div ref={box} data-testid={testId} style={{ width: '100%', height }} />;
}
