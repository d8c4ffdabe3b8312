import { addTexts } from '@/shared/i18n/add-texts.ts';

addTexts({ 'chart.failed': { zh: '图表加载失败', en: 'The chart could not be loaded' } });
