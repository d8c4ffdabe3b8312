import type { MenuGroup } from '@zj/contract';

/**
 * The complete menu tree of every module of spec 01 §1, with fixed ids so the seed is idempotent.
 * `built: false` menus are seeded hidden (visible '1') and disabled (status '1'): no route is
 * generated for them. The issue that builds a module enables its menus with a migration.
 */
export interface MenuSeed {
  id: number;
  name: string;
  path: string;
  type: 'M' | 'C' | 'F';
  icon?: string;
  component?: string;
  perms?: string;
  group?: MenuGroup;
  built?: boolean;
  children?: MenuSeed[];
}

const page = (id: number, name: string, path: string, component: string, perms: string, icon: string): MenuSeed => ({
  id,
  name,
  path,
  type: 'C',
  component,
  perms,
  icon,
});

const ACTION_NAMES: Record<string, string> = {
  query: '查询',
  add: '新增',
  edit: '修改',
  remove: '删除',
  export: '导出',
  import: '导入',
  resetPwd: '重置密码',
  unlock: '账户解锁',
  forceLogout: '强退',
  list: '列表',
};

/** Button menus (type F) of a page: ids from `firstId`, permission `${prefix}:${action}`. */
const buttons = (firstId: number, label: string, prefix: string, actions: string[]): MenuSeed[] =>
  actions.map((action, i) => ({
    id: firstId + i,
    name: `${label}${ACTION_NAMES[action] ?? action}`,
    path: '',
    type: 'F',
    perms: `${prefix}:${action}`,
  }));
const CRUD_EXPORT = ['query', 'add', 'edit', 'remove', 'export'];

export const MENU_TREE: MenuSeed[] = [
  {
    id: 1,
    built: true,
    name: '系统管理',
    path: 'system',
    type: 'M',
    icon: 'system',
    group: 'system',
    children: [
      {
        ...page(100, '用户管理', 'user', 'system/user/index', 'system:user:list', 'user'),
        built: true,
        children: buttons(1000, '用户', 'system:user', [...CRUD_EXPORT, 'import', 'resetPwd']),
      },
      {
        ...page(101, '角色管理', 'role', 'system/role/index', 'system:role:list', 'peoples'),
        built: true,
        children: buttons(1010, '角色', 'system:role', CRUD_EXPORT),
      },
      {
        ...page(102, '菜单管理', 'menu', 'system/menu/index', 'system:menu:list', 'tree-table'),
        built: true,
        children: buttons(1060, '菜单', 'system:menu', ['query', 'add', 'edit', 'remove']),
      },
      {
        ...page(103, '企业管理', 'dept', 'system/dept/index', 'system:dept:list', 'tree'),
        built: true,
        children: buttons(1070, '部门', 'system:dept', ['query', 'add', 'edit', 'remove']),
      },
      {
        ...page(104, '岗位管理', 'post', 'system/post/index', 'system:post:list', 'post'),
        built: true,
        children: buttons(1020, '岗位', 'system:post', CRUD_EXPORT),
      },
      {
        ...page(105, '字典管理', 'dict', 'system/dict/index', 'system:dict:list', 'dict'),
        built: true,
        children: buttons(1030, '字典', 'system:dict', CRUD_EXPORT),
      },
      {
        ...page(106, '参数设置', 'config', 'system/config/index', 'system:config:list', 'edit'),
        built: true,
        children: buttons(1040, '参数', 'system:config', CRUD_EXPORT),
      },
      {
        ...page(107, '通知公告', 'notice', 'system/notice/index', 'system:notice:list', 'message'),
        built: true,
        children: buttons(1050, '公告', 'system:notice', ['query', 'add', 'edit', 'remove']),
      },
      {
        id: 108,
        built: true,
        name: '日志管理',
        path: 'log',
        type: 'M',
        icon: 'log',
        children: [
          {
            ...page(500, '操作日志', 'operlog', 'monitor/operlog/index', 'monitor:operlog:list', 'form'),
            built: true,
            children: buttons(1080, '操作', 'monitor:operlog', ['query', 'remove', 'export']),
          },
          {
            ...page(501, '登录日志', 'logininfor', 'monitor/logininfor/index', 'monitor:logininfor:list', 'logininfor'),
            built: true,
            children: buttons(1090, '登录', 'monitor:logininfor', ['query', 'remove', 'export', 'unlock']),
          },
        ],
      },
      {
        ...page(109, '在线用户', 'online', 'monitor/online/index', 'monitor:online:list', 'online'),
        built: true,
        children: buttons(1100, '在线', 'monitor:online', ['query', 'forceLogout']),
      },
      page(110, '运行看板', 'runDashboard', 'system/run-dashboard/index', 'system:dashboard:view', 'dashboard'),
      {
        ...page(111, '归档项目', 'place', 'business/project/place', 'business:project:place', 'documentation'),
        built: true,
      },
      page(112, '动态表单', 'form', 'system/form/index', 'system:form:list', 'form'),
      {
        id: 113,
        name: '流程管理',
        path: 'flowable-manage',
        type: 'M',
        icon: 'nested',
        children: [
          page(510, '流程模板', 'system/flowable/model', 'flowable/model/index', 'flowable:model:list', 'model'),
          page(
            511,
            '流程定义',
            'system/flowable/definition',
            'flowable/definition/index',
            'flowable:definition:list',
            'cascader',
          ),
        ],
      },
      page(114, '设备管理', 'device', 'system/device/index', 'system:device:list', 'component'),
      page(115, '代码生成', 'gen', 'tool/gen/index', 'tool:gen:list', 'code'),
      page(116, '系统接口', 'swagger', 'tool/swagger/index', 'tool:swagger:list', 'swagger'),
    ],
  },
  {
    id: 2,
    built: true,
    name: '项目',
    path: 'business',
    type: 'M',
    icon: 'build',
    group: 'project',
    children: [
      // The project list and dashboard are layout routes (spec 01 §2); their buttons hang here.
      ...buttons(1110, '项目', 'business:project', ['list', 'query', 'add', 'edit', 'remove']),
      page(200, '智能看板', 'dashboard', 'business/dashboard/index', 'business:dashboard:view', 'dashboard'),
      page(201, '应用申请', 'apply', 'business/apply/index', 'business:apply:list', 'form'),
      page(202, '设备看板', 'deviceDashboard', 'business/device/dashboard', 'business:device:view', 'monitor'),
      page(203, '设备类型', 'deviceType', 'business/device/type', 'business:deviceType:list', 'component'),
      page(204, '设备配置', 'deviceConfig', 'business/device/config', 'business:deviceConfig:list', 'tool'),
      page(205, 'CIM场景', 'cim', 'business/cim/index', 'business:cim:list', 'international'),
      page(206, '项目文件', 'projectFile', 'business/file/project', 'business:file:list', 'documentation'),
      page(207, '文件管理', 'fileManage', 'business/file/manage', 'business:file:manage', 'zip'),
      page(208, '我的分享', 'myShare', 'business/file/share', 'business:share:list', 'link'),
      page(209, '文件字典', 'fileDict', 'business/file/dict', 'business:fileDict:list', 'dict'),
      page(210, '技术管理', 'technology', 'business/technology/index', 'business:technology:list', 'skill'),
      page(211, '公告栏', 'bulletin', 'business/bulletin/index', 'business:bulletin:list', 'message'),
      page(212, '生产进度', 'production', 'business/production/index', 'business:production:list', 'chart'),
      page(213, '措施计划', 'measurePlan', 'business/measure/index', 'business:measure:list', 'list'),
      page(214, '问题追踪', 'problemtracking', 'business/problemtracking/index', 'business:problem:list', 'bug'),
      page(215, '模型对比', 'modelCompare', 'business/model/compare', 'business:model:compare', 'example'),
      page(216, '集成与变更', 'integration', 'business/model/integration', 'business:model:integration', 'nested'),
      page(217, '进度计划', 'planmanage', 'business/plan/index', 'business:plan:list', 'date-range'),
      page(218, '施工日志', 'constructionLog', 'business/schedule/log', 'business:schedule:log', 'log'),
      page(219, '模型日志', 'modelLog', 'business/model/log', 'business:model:log', 'log'),
      page(220, '每日对比', 'dailyCompare', 'business/schedule/daily-compare', 'business:schedule:compare', 'date'),
      page(
        221,
        '全景实景进度',
        'panoramaProgress',
        'business/panorama/progress',
        'business:panorama:progress',
        'eye-open',
      ),
      page(222, '全景实景对比', 'panoramaCompare', 'business/panorama/compare', 'business:panorama:compare', 'eye'),
      page(223, '质量看板', 'qualityDashboard', 'business/quality/dashboard', 'business:quality:dashboard', 'chart'),
      page(224, '安全看板', 'safetyDashboard', 'business/safety/dashboard', 'business:safety:dashboard', 'chart'),
      page(225, '质量报告', 'qualityReport', 'business/quality/report', 'business:quality:report', 'documentation'),
      page(226, '安全报告', 'safetyReport', 'business/safety/report', 'business:safety:report', 'documentation'),
      page(227, '项目相册', 'album', 'business/album/index', 'business:album:list', 'education'),
      page(228, '全景预览', 'panoramaPreview', 'business/panorama/preview', 'business:panorama:preview', 'eye-open'),
      page(229, '全景管理', 'panoramaManage', 'business/panorama/manage', 'business:panorama:manage', 'tool'),
      page(230, '智慧物联', 'iot', 'business/iot/index', 'business:iot:list', 'server'),
      page(231, '视频配置', 'videoConfig', 'business/video/config', 'business:video:config', 'tool'),
      page(232, '视频监控', 'videoMonitor', 'business/video/monitor', 'business:video:monitor', 'monitor'),
      {
        id: 233,
        built: true,
        name: '成员管理',
        path: 'member',
        type: 'M',
        icon: 'peoples',
        children: [
          {
            ...page(520, '项目角色', 'projectRole', 'business/member/role', 'business:projectRole:list', 'peoples'),
            built: true,
            children: buttons(1120, '项目角色', 'business:projectRole', ['query', 'add', 'edit', 'remove']),
          },
          {
            ...page(521, '项目成员', 'projectUser', 'business/member/user', 'business:projectUser:list', 'user'),
            built: true,
            children: buttons(1130, '项目成员', 'business:projectUser', ['add', 'edit', 'remove']),
          },
          {
            ...page(
              522,
              '组织架构',
              'architecture',
              'business/member/architecture',
              'business:project:organization',
              'tree',
            ),
            built: true,
          },
        ],
      },
      page(234, '业务字典', 'businessDict', 'business/dict/business', 'business:dict:list', 'dict'),
      page(235, '模板字典', 'templateDict', 'business/dict/template', 'business:templateDict:list', 'dict'),
      {
        ...page(236, '最近访问', 'modelDashboard', 'business/modelDashboard/index', 'business:project:recent', 'time'),
        built: true,
      },
      page(237, '质量检查', 'quality', 'business/quality/index', 'business:quality:list', 'checkbox'),
      page(238, '安全检查', 'safety', 'business/safety/index', 'business:safety:list', 'validCode'),
      page(239, '质量文件', 'qualityFile', 'business/quality/file', 'business:qualityFile:list', 'documentation'),
      page(240, '安全文件', 'safetyFile', 'business/safety/file', 'business:safetyFile:list', 'documentation'),
    ],
  },
  {
    id: 3,
    name: '任务',
    path: 'order',
    type: 'M',
    icon: 'job',
    group: 'task',
    children: [
      {
        id: 300,
        name: '工单',
        path: 'order',
        type: 'M',
        icon: 'job',
        children: [
          page(530, '我的任务', 'my-order', 'order/my-order/index', 'system:order:list', 'list'),
          page(531, '待办任务', 'my-todo', 'order/my-todo/index', 'system:order:todo', 'clipboard'),
          page(532, '我处理的', 'my-done', 'order/my-done/index', 'system:order:done', 'checkbox'),
        ],
      },
    ],
  },
  {
    id: 4,
    name: '知识库',
    path: 'knowledge',
    type: 'M',
    icon: 'education',
    group: 'knowledge',
    children: [
      page(400, '知识展示', 'knowledgeshow', 'knowledge/show/index', 'knowledge:show:view', 'education'),
      page(401, '场景', 'scene', 'knowledge/scene/index', 'knowledge:scene:list', 'international'),
      page(402, '分类', 'category', 'knowledge/category/index', 'knowledge:category:list', 'tree'),
      page(403, '资讯', 'information', 'knowledge/information/index', 'knowledge:information:list', 'documentation'),
      page(404, '轮播', 'carousel', 'knowledge/carousel/index', 'knowledge:carousel:list', 'slider'),
    ],
  },
];

/** The tree as sys_menu rows (parent ids, order numbers, group inherited from the top). */
export function flattenMenus(tree: MenuSeed[], parentId = 0, group?: MenuGroup, parentBuilt = false) {
  const rows: Array<{
    menuId: number;
    menuName: string;
    parentId: number;
    orderNum: number;
    path: string;
    component: string | null;
    menuType: 'M' | 'C' | 'F';
    perms: string | null;
    icon: string;
    menuGroup: string | null;
    visible: string;
    status: string;
    createBy: string;
  }> = [];
  tree.forEach((m, index) => {
    const menuGroup = m.group ?? group;
    // Buttons follow their page.
    const enabled = m.built === true || (m.type === 'F' && parentBuilt);
    rows.push({
      menuId: m.id,
      menuName: m.name,
      parentId,
      orderNum: index + 1,
      path: m.path,
      component: m.component ?? null,
      menuType: m.type,
      perms: m.perms ?? null,
      icon: m.icon ?? '#',
      menuGroup: menuGroup ?? null,
      visible: enabled ? '0' : '1',
      status: enabled ? '0' : '1',
      createBy: 'admin',
    });
    if (m.children) rows.push(...flattenMenus(m.children, m.id, menuGroup, enabled));
  });
  return rows;
}
