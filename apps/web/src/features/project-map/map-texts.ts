import { addTexts, type Texts } from '@/shared/i18n/add-texts.ts';

/** Texts of the project map (地图). */
export const MAP_TEXTS = {
  'map.noTiles': {
    zh: '未配置地图瓦片服务（参数 sys.map.tileUrl），显示内置的省级轮廓图',
    en: 'No map tile service is configured (parameter sys.map.tileUrl); the built-in outline of the provinces is shown',
  },
  'map.tilesFailed': {
    zh: '地图瓦片加载失败，显示内置的省级轮廓图',
    en: 'The map tiles could not be loaded; the built-in outline of the provinces is shown',
  },
  'map.badTileUrl': {
    zh: '地图瓦片地址无效（需包含 {z}、{x}、{y}），显示内置的省级轮廓图',
    en: 'The map tile address is invalid (it needs {z}, {x} and {y}); the built-in outline of the provinces is shown',
  },
  'map.toSettings': {
    zh: '前往参数设置',
    en: 'Open parameter settings',
  },
  'map.count': { zh: '共 {{n}} 个项目', en: '{{n}} projects' },
  'map.located': { zh: '地图上的项目', en: 'Projects on the map' },
  'map.unlocated': { zh: '未设置坐标的项目', en: 'Projects without coordinates' },
  'map.noUnlocated': { zh: '所有项目均已设置坐标', en: 'Every project has coordinates' },
  'map.empty': { zh: '暂无项目', en: 'No projects' },
  'map.status': { zh: '状态', en: 'Status' },
  'map.address': { zh: '地址', en: 'Address' },
  'map.progress': { zh: '进度', en: 'Progress' },
  'map.openDashboard': { zh: '进入项目仪表盘', en: 'Open the dashboard' },
} satisfies Texts;

// Travels with the map's chunk, never with the login page.
addTexts(MAP_TEXTS);
