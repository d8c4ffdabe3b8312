import { type MenuSeed, page } from './menu-seed.ts';

/**
 * The menu plan of spec 01 §1: the four top directories, their sub-directories, and the pages of
 * modules still to come, with fixed ids and positions so that every database numbers them alike.
 * Rows of the plan are seeded hidden and disabled; a directory is enabled with the first module
 * whose menus hang below it. A module that lands takes its pages out of this plan into its own
 * `<m>.menus.ts` (same ids), and the seed enables them (see menu-install.ts).
 */
const planned = (...[id, name, path, component, perms, icon, order]: [...Parameters<typeof page>, number]) => ({
  ...page(id, name, path, component, perms, icon),
  order,
});

/** A directory of the plan: the modules' pages and the plan's own hang below it. */
const directory = (
  id: number,
  name: string,
  path: string,
  icon: string,
  order: number,
  children: MenuSeed[] = [],
): MenuSeed => ({ id, name, path, type: 'M', icon, order, children });

/** One of the four top directories, with the group of the side bar it opens. */
const top = (group: MenuSeed['group'], ...args: Parameters<typeof directory>): MenuSeed => ({
  ...directory(...args),
  group,
});

export const MENU_PLAN: MenuSeed[] = [
  top('system', 1, '系统管理', 'system', 'system', 1, [
    directory(108, '日志管理', 'log', 'log', 9),
    planned(110, '运行看板', 'runDashboard', 'system/run-dashboard/index', 'system:dashboard:view', 'dashboard', 11),
    directory(113, '流程管理', 'flowable-manage', 'nested', 14),
    planned(114, '设备管理', 'device', 'system/device/index', 'system:device:list', 'component', 15),
    planned(115, '代码生成', 'gen', 'tool/gen/index', 'tool:gen:list', 'code', 16),
    planned(116, '系统接口', 'swagger', 'tool/swagger/index', 'tool:swagger:list', 'swagger', 17),
  ]),
  top('project', 2, '项目', 'business', 'build', 2, [
    planned(200, '智能看板', 'dashboard', 'business/dashboard/index', 'business:dashboard:view', 'dashboard', 6),
    planned(201, '应用申请', 'apply', 'business/apply/index', 'business:apply:list', 'form', 7),
    planned(202, '设备看板', 'deviceDashboard', 'business/device/dashboard', 'business:device:view', 'monitor', 8),
    planned(203, '设备类型', 'deviceType', 'business/device/type', 'business:deviceType:list', 'component', 9),
    planned(204, '设备配置', 'deviceConfig', 'business/device/config', 'business:deviceConfig:list', 'tool', 10),
    planned(205, 'CIM场景', 'cim', 'business/cim/index', 'business:cim:list', 'international', 11),
    planned(206, '项目文件', 'projectFile', 'business/file/project', 'business:file:list', 'documentation', 12),
    planned(207, '文件管理', 'fileManage', 'business/file/manage', 'business:file:manage', 'zip', 13),
    planned(208, '我的分享', 'myShare', 'business/file/share', 'business:share:list', 'link', 14),
    planned(209, '文件字典', 'fileDict', 'business/file/dict', 'business:fileDict:list', 'dict', 15),
    planned(210, '技术管理', 'technology', 'business/technology/index', 'business:technology:list', 'skill', 16),
    planned(211, '公告栏', 'bulletin', 'business/bulletin/index', 'business:bulletin:list', 'message', 17),
    planned(216, '集成与变更', 'integration', 'business/model/integration', 'business:model:integration', 'nested', 22),
    planned(
      221,
      '全景实景进度',
      'panoramaProgress',
      'business/panorama/progress',
      'business:panorama:progress',
      'eye-open',
      27,
    ),
    planned(
      222,
      '全景实景对比',
      'panoramaCompare',
      'business/panorama/compare',
      'business:panorama:compare',
      'eye',
      28,
    ),
    planned(227, '项目相册', 'album', 'business/album/index', 'business:album:list', 'education', 33),
    planned(
      228,
      '全景预览',
      'panoramaPreview',
      'business/panorama/preview',
      'business:panorama:preview',
      'eye-open',
      34,
    ),
    planned(229, '全景管理', 'panoramaManage', 'business/panorama/manage', 'business:panorama:manage', 'tool', 35),
    planned(230, '智慧物联', 'iot', 'business/iot/index', 'business:iot:list', 'server', 36),
    planned(231, '视频配置', 'videoConfig', 'business/video/config', 'business:video:config', 'tool', 37),
    planned(232, '视频监控', 'videoMonitor', 'business/video/monitor', 'business:video:monitor', 'monitor', 38),
    directory(233, '成员管理', 'member', 'peoples', 39),
    planned(234, '业务字典', 'businessDict', 'business/dict/business', 'business:dict:list', 'dict', 40),
    planned(235, '模板字典', 'templateDict', 'business/dict/template', 'business:templateDict:list', 'dict', 41),
  ]),
  top('task', 3, '任务', 'order', 'job', 3, [
    // The work-orders module's pages (530–533) hang here.
    directory(300, '工单', 'order', 'job', 1),
  ]),
  top('knowledge', 4, '知识库', 'knowledge', 'education', 4, [
    planned(400, '知识展示', 'knowledgeshow', 'knowledge/show/index', 'knowledge:show:view', 'education', 1),
    planned(401, '场景', 'scene', 'knowledge/scene/index', 'knowledge:scene:list', 'international', 2),
    planned(402, '分类', 'category', 'knowledge/category/index', 'knowledge:category:list', 'tree', 3),
    planned(
      403,
      '资讯',
      'information',
      'knowledge/information/index',
      'knowledge:information:list',
      'documentation',
      4,
    ),
    planned(404, '轮播', 'carousel', 'knowledge/carousel/index', 'knowledge:carousel:list', 'slider', 5),
  ]),
];
