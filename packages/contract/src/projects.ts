import { z } from 'zod';
import { num, serverTextFields, str, textFilter } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Projects (spec 01 §3 "Project", §7 "Project"). The spec names projectId, parentId, projectName,
 * extend1 (the label) and children; the other fields are what a construction platform needs.
 */

/** Project status (dict biz_project_status): 0 preparing, 1 under construction, 2 suspended, 3 completed. */
export const PROJECT_STATUSES = ['0', '1', '2', '3'] as const;
/** Member user types (dict biz_project_user_type): the unit a member works for. */
export const PROJECT_USER_TYPES = ['0', '1', '2', '3', '4'] as const;

/** A calendar day `YYYY-MM-DD` that exists (2024-02-30 is refused). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
  });
const optionalDay = day.nullish().or(z.literal('').transform(() => null));
const text = (max: number) => str().trim().max(max).nullish();

export const projectFields = {
  parentId: z.number().int().min(0).default(0),
  projectName: str().trim().min(1).max(100),
  projectCode: str().trim().max(64).nullish(),
  projectType: str().max(20).nullish(),
  status: z.enum(PROJECT_STATUSES).default('1'),
  address: text(255),
  longitude: z.number().min(-180).max(180).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  ownerUnit: text(100),
  contractorUnit: text(100),
  supervisorUnit: text(100),
  designUnit: text(100),
  startDate: optionalDay,
  plannedEndDate: optionalDay,
  /** Cover image url (from /file/upload). */
  cover: text(500),
  description: text(2000),
  orderNum: z.number().int().min(0).max(99999).default(0),
};
/** POST /business/project/create */
export const projectCreate = z.object(projectFields);
export type ProjectCreate = z.input<typeof projectCreate>;
/** PUT /business/project/update */
export const projectUpdate = z.object({ ...projectFields, projectId: z.number().int().min(1) });
export type ProjectUpdate = z.input<typeof projectUpdate>;

/** PUT /business/project/place: archive ('1') or restore ('0'). */
export const projectPlaceBody = z.object({ projectId: z.number().int().min(1), isPlace: z.enum(['0', '1']) });
/** POST /business/project/changeStar?projectId=&star= (query parameters). */
export const projectStarQuery = z.object({ projectId: num(z.number().int().min(1)), star: z.enum(['0', '1']) });

export const projectRow = z.object({
  projectId: z.number().int(),
  parentId: z.number().int(),
  ancestors: z.string(),
  projectName: z.string(),
  /** The label of tree nodes: the project name. */
  extend1: z.string(),
  projectCode: z.string().nullable(),
  projectType: z.string().nullable(),
  status: z.string(),
  address: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  ownerUnit: z.string().nullable(),
  contractorUnit: z.string().nullable(),
  supervisorUnit: z.string().nullable(),
  designUnit: z.string().nullable(),
  startDate: z.string().nullable(),
  plannedEndDate: z.string().nullable(),
  cover: z.string().nullable(),
  description: z.string().nullable(),
  orderNum: z.number().int(),
  isPlace: z.string(),
  placeTime: apiTime.nullable(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateTime: apiTime.nullable(),
});
export type ProjectRow = ApiWire<typeof projectRow>;

/** Rows of the card and table lists: the project plus what the caller sees of it. */
export const projectListRow = projectRow.extend({
  /** Starred by the caller. */
  star: z.boolean(),
  memberCount: z.number().int(),
  childCount: z.number().int(),
});
export type ProjectListRow = ApiWire<typeof projectListRow>;

/** GET list, getCardProjects, selectVwProjectListIsPlace, projectList (child list: parentId). */
export const projectQuery = pageQuery.extend({
  projectName: textFilter(100),
  projectCode: textFilter(64),
  status: z.enum(['', ...PROJECT_STATUSES]).optional(),
  projectType: textFilter(20),
  parentId: num(z.number().int().min(0)).optional(),
  /** Only the caller's starred projects. */
  star: z.enum(['0', '1', '']).optional(),
  ...sortQuery('projectId', 'projectName', 'projectCode', 'status', 'orderNum', 'createTime'),
});
export type ProjectQuery = z.input<typeof projectQuery>;

/** Project tree node (spec 02 §3): label extend1, key projectId. */
export interface ProjectTreeNode {
  projectId: number;
  parentId: number;
  projectName: string;
  extend1: string;
  children?: ProjectTreeNode[];
}
export const projectTreeNode: z.ZodType<ProjectTreeNode, ProjectTreeNode> = z.lazy(() =>
  z.object({
    projectId: z.number().int(),
    parentId: z.number().int(),
    projectName: z.string(),
    extend1: z.string(),
    children: z.array(projectTreeNode).optional(),
  }),
);
/** GET treelist / userProjectTreelist: user 1 passes nothing, others userId and queryFlag 'a'. */
export const projectTreeQuery = z.object({
  userId: num(z.number().int().min(1)).optional(),
  queryFlag: z.enum(['a', '']).optional(),
  projectName: textFilter(100),
});

/** GET getBaseProjectList: id and name of every visible project (pickers). */
export const projectBaseRow = z.object({
  projectId: z.number().int(),
  parentId: z.number().int(),
  projectName: z.string(),
  extend1: z.string(),
});
export type ProjectBaseRow = z.infer<typeof projectBaseRow>;

/** GET userJoinProject: the caller's projects with their place in each. */
export const joinedProjectRow = projectBaseRow.extend({
  status: z.string(),
  cover: z.string().nullable(),
  isAdmin: z.string(),
  userType: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  star: z.boolean(),
  joinTime: apiTime.nullable(),
});
export type JoinedProjectRow = ApiWire<typeof joinedProjectRow>;

/** Extended figures of a project (saveProjectDetail / getProjectDetail). */
export const projectDetailBody = z.object({
  projectId: z.number().int().min(1),
  /** Total investment, 10 000 CNY. */
  totalInvestment: z.number().min(0).max(1e9).nullish(),
  /** Gross floor area, m². */
  buildingArea: z.number().min(0).max(1e9).nullish(),
  floorsAbove: z.number().int().min(0).max(500).nullish(),
  floorsBelow: z.number().int().min(0).max(100).nullish(),
  /** Contract duration, days. */
  contractDays: z.number().int().min(0).max(100000).nullish(),
  /** Overview (rich text, sanitised on the server). */
  overview: str().max(200_000).nullish(),
});
export type ProjectDetailBody = z.input<typeof projectDetailBody>;
export const projectDetailRow = z.object({
  projectId: z.number().int(),
  totalInvestment: z.number().nullable(),
  buildingArea: z.number().nullable(),
  floorsAbove: z.number().int().nullable(),
  floorsBelow: z.number().int().nullable(),
  contractDays: z.number().int().nullable(),
  overview: z.string().nullable(),
  updateTime: apiTime.nullable(),
});
export type ProjectDetailRow = ApiWire<typeof projectDetailRow>;

/** GET detail/{id}: the project with its figures. */
export const projectFullDetail = projectRow.extend({ detail: projectDetailRow.nullable() });
export type ProjectFullDetail = ApiWire<typeof projectFullDetail>;

/** GET getProjectInfo/{id}: what the dashboard shows. */
export const projectInfo = z.object({
  project: projectRow,
  parentName: z.string().nullable(),
  memberCount: z.number().int(),
  childCount: z.number().int(),
  roleCount: z.number().int(),
  newsCount: z.number().int(),
  /** Members per user type (dict biz_project_user_type). */
  membersByType: z.array(z.object({ userType: z.string(), count: z.number().int() })),
  star: z.boolean(),
  bandIds: z.array(z.number().int()),
});
export type ProjectInfo = ApiWire<typeof projectInfo>;

/** GET getProjectOrganization/{id}: members grouped by unit (user type). */
export const projectOrganization = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  admins: z.array(z.object({ userId: z.number().int(), nickName: z.string() })),
  units: z.array(
    z.object({
      userType: z.string(),
      unitName: z.string().nullable(),
      members: z.array(
        z.object({
          userId: z.number().int(),
          userName: z.string(),
          nickName: z.string(),
          roleName: z.string().nullable(),
          isAdmin: z.string(),
          phonenumber: z.string(),
        }),
      ),
    }),
  ),
});
export type ProjectOrganization = z.infer<typeof projectOrganization>;

/** Project news (项目动态): written by the server when something happens in a project. */
export const projectNewsRow = z.object({
  newsId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  /** What happened (dict biz_project_news_type). */
  newsType: z.string(),
  /** In the reader's language (Accept-Language); rows written before keys existed keep their text. */
  title: z.string(),
  ...serverTextFields,
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type ProjectNewsRow = ApiWire<typeof projectNewsRow>;
/** POST getProjectNews: the caller's projects, or one of them. */
export const projectNewsQuery = pageQuery.extend({ projectId: num(z.number().int().min(1)).optional() });
export type ProjectNewsQuery = z.input<typeof projectNewsQuery>;
/** POST getProjectNewsByMonth: news per month of the last `months` months. */
export const projectNewsByMonthQuery = z.object({
  projectId: num(z.number().int().min(1)).optional(),
  months: num(z.number().int().min(1).max(36)).default(12),
});
export const projectNewsMonth = z.object({ month: z.string(), count: z.number().int() });
export type ProjectNewsMonth = z.infer<typeof projectNewsMonth>;

/** Bands of a project (model bindings; the model module fills them). */
export const projectBandRow = z.object({
  bandId: z.number().int(),
  projectId: z.number().int(),
  bandName: z.string(),
});
export type ProjectBandRow = z.infer<typeof projectBandRow>;

/** GET mapList: visible projects that have coordinates, for the project map. */
export const projectMapRow = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  status: z.string(),
  address: z.string().nullable(),
  /** Null for a project without coordinates (the map lists it beside the map). */
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  cover: z.string().nullable(),
  projectType: z.string().nullable(),
});
export type ProjectMapRow = z.infer<typeof projectMapRow>;
