/**
 * Access rules of routes. A route is either public, open to any logged-in user, or needs a
 * permission string. Role `admin` and permission `*:*:*` pass every permission.
 */
export const PUBLIC = 'public' as const;
export const AUTHENTICATED = 'authenticated' as const;
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const SUPER_USER_ID = 1;

export type Access = typeof PUBLIC | typeof AUTHENTICATED | { permission: string };

/** Permission strings of the platform (RuoYi naming: module:resource:action). */
export const PERMS = {
  /** Actions not tied to one page: uploading files (POST /file/upload; project members may as well). */
  common: {
    file: { upload: 'common:file:upload' },
  },
  system: {
    user: {
      list: 'system:user:list',
      query: 'system:user:query',
      add: 'system:user:add',
      edit: 'system:user:edit',
      remove: 'system:user:remove',
      export: 'system:user:export',
      import: 'system:user:import',
      resetPwd: 'system:user:resetPwd',
    },
    role: {
      list: 'system:role:list',
      query: 'system:role:query',
      add: 'system:role:add',
      edit: 'system:role:edit',
      remove: 'system:role:remove',
      export: 'system:role:export',
    },
    menu: {
      list: 'system:menu:list',
      query: 'system:menu:query',
      add: 'system:menu:add',
      edit: 'system:menu:edit',
      remove: 'system:menu:remove',
    },
    dept: {
      list: 'system:dept:list',
      query: 'system:dept:query',
      add: 'system:dept:add',
      edit: 'system:dept:edit',
      remove: 'system:dept:remove',
    },
    post: {
      list: 'system:post:list',
      query: 'system:post:query',
      add: 'system:post:add',
      edit: 'system:post:edit',
      remove: 'system:post:remove',
      export: 'system:post:export',
    },
    dict: {
      list: 'system:dict:list',
      query: 'system:dict:query',
      add: 'system:dict:add',
      edit: 'system:dict:edit',
      remove: 'system:dict:remove',
      export: 'system:dict:export',
    },
    config: {
      list: 'system:config:list',
      query: 'system:config:query',
      add: 'system:config:add',
      edit: 'system:config:edit',
      remove: 'system:config:remove',
      export: 'system:config:export',
    },
    notice: {
      list: 'system:notice:list',
      query: 'system:notice:query',
      add: 'system:notice:add',
      edit: 'system:notice:edit',
      remove: 'system:notice:remove',
    },
    /** 动态表单 (spec 02 §7 "Form API"). */
    form: {
      list: 'system:form:list',
      query: 'system:form:query',
      add: 'system:form:add',
      edit: 'system:form:edit',
      remove: 'system:form:remove',
    },
    /**
     * 工单 (spec 02 §7 "Work orders"): my orders (list), my to-do (todo), handled by me (done),
     * apply (add), every applicant's orders (query).
     */
    order: {
      list: 'system:order:list',
      todo: 'system:order:todo',
      done: 'system:order:done',
      add: 'system:order:add',
      query: 'system:order:query',
    },
  },
  monitor: {
    online: {
      list: 'monitor:online:list',
      query: 'monitor:online:query',
      forceLogout: 'monitor:online:forceLogout',
    },
    operlog: {
      list: 'monitor:operlog:list',
      query: 'monitor:operlog:query',
      remove: 'monitor:operlog:remove',
      export: 'monitor:operlog:export',
    },
    logininfor: {
      list: 'monitor:logininfor:list',
      query: 'monitor:logininfor:query',
      remove: 'monitor:logininfor:remove',
      export: 'monitor:logininfor:export',
      unlock: 'monitor:logininfor:unlock',
    },
  },
  /** Workflow (spec 02 §7): process models and their deployed definitions. */
  flowable: {
    model: {
      list: 'flowable:model:list',
      query: 'flowable:model:query',
      add: 'flowable:model:add',
      edit: 'flowable:model:edit',
      remove: 'flowable:model:remove',
      deploy: 'flowable:model:deploy',
    },
    definition: {
      list: 'flowable:definition:list',
      query: 'flowable:definition:query',
      edit: 'flowable:definition:edit',
      remove: 'flowable:definition:remove',
    },
  },
  /** Project group. Project-scoped routes also need the permission in the project (spec 01 §6). */
  business: {
    project: {
      list: 'business:project:list',
      query: 'business:project:query',
      add: 'business:project:add',
      edit: 'business:project:edit',
      remove: 'business:project:remove',
      /** Archive / restore, and the archived-projects screen. */
      place: 'business:project:place',
      organization: 'business:project:organization',
      recent: 'business:project:recent',
    },
    projectRole: {
      list: 'business:projectRole:list',
      query: 'business:projectRole:query',
      add: 'business:projectRole:add',
      edit: 'business:projectRole:edit',
      remove: 'business:projectRole:remove',
    },
    projectUser: {
      list: 'business:projectUser:list',
      add: 'business:projectUser:add',
      edit: 'business:projectUser:edit',
      remove: 'business:projectUser:remove',
    },
    /** 质量检查 (GB 50300 structure and inspections), its templates and 质量看板. */
    qualityCheck: {
      list: 'business:quality:list',
      add: 'business:quality:add',
      remove: 'business:quality:remove',
      /** Quality templates (global, not of a project). */
      template: 'business:quality:template',
      dashboard: 'business:quality:dashboard',
      /** 质量报告: the monthly report of the project's inspections and quality problems. */
      report: 'business:quality:report',
    },
    /** 安全检查 and 安全看板. */
    safetyCheck: {
      /** 安全检查: the project's safety problems. */
      list: 'business:safety:list',
      dashboard: 'business:safety:dashboard',
    },
    /** 安全报告 (安全专项检查通报). */
    safetyReport: {
      list: 'business:safety:report',
      add: 'business:safetyReport:add',
      remove: 'business:safetyReport:remove',
    },
    /** 质量文件 */
    qualityFile: {
      list: 'business:qualityFile:list',
      add: 'business:qualityFile:add',
      edit: 'business:qualityFile:edit',
      remove: 'business:qualityFile:remove',
    },
    /** 安全文件 */
    safetyFile: {
      list: 'business:safetyFile:list',
      add: 'business:safetyFile:add',
      remove: 'business:safetyFile:remove',
    },
    /**
     * Problems of every kind (spec 01 §7 "Problem", spec 02 "Problem dialog actions"): model problems'
     * own calls (list … close, export) and the dialog's (rectify, comment, status, notice, share);
     * quick completion (status 3 at once) is `complete`, granted per project.
     */
    problem: {
      list: 'business:problem:list',
      query: 'business:problem:query',
      add: 'business:problem:add',
      edit: 'business:problem:edit',
      remove: 'business:problem:remove',
      close: 'business:problem:close',
      export: 'business:problem:export',
      rectify: 'business:problem:rectify',
      comment: 'business:problem:comment',
      status: 'business:problem:status',
      complete: 'business:problem:complete',
      notice: 'business:problem:notice',
      share: 'business:problem:share',
      /**
       * 整改审批: approving a rectification. Members whose project role grants it (and project
       * admins) are offered the project's approval tasks, beside the system role 审批人.
       */
      approve: 'business:problem:approve',
    },
    /** Quality and safety problems (/business/quality …QualityProblem; kind 1 quality, 2 safety). */
    qualityProblem: {
      list: 'business:qualityProblem:list',
      query: 'business:qualityProblem:query',
      add: 'business:qualityProblem:add',
      edit: 'business:qualityProblem:edit',
      remove: 'business:qualityProblem:remove',
      export: 'business:qualityProblem:export',
    },
  },
} as const;

/** Does a permission list satisfy a required permission? */
export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.includes(ALL_PERMISSION) || granted.includes(required);
}
