import { z } from 'zod';
import { idParam } from './common.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import {
  joinedProjectRow,
  projectBandRow,
  projectBaseRow,
  projectCreate,
  projectDetailBody,
  projectDetailRow,
  projectFullDetail,
  projectInfo,
  projectListRow,
  projectMapRow,
  projectNewsByMonthQuery,
  projectNewsMonth,
  projectNewsQuery,
  projectNewsRow,
  projectOrganization,
  projectPlaceBody,
  projectQuery,
  projectRow,
  projectStarQuery,
  projectTreeNode,
  projectTreeQuery,
  projectUpdate,
} from './projects.ts';

const P = PERMS.business.project;
const log = logAs('项目管理');
const byProject = z.object({ projectId: idParam });
const ofParam = projectAt.param('projectId');
/** A page of projects the caller sees. */
const page = (path: string, permission: string, summary?: string) =>
  endpoint({
    method: 'GET',
    path,
    ...(summary ? { summary } : {}),
    query: projectQuery,
    answer: answer.table(projectListRow),
    access: { permission },
  });
/** One project's view: the caller must be a member with `permission`. */
const view = <A extends ReturnType<typeof answer.row>>(path: string, permission: string, ans: A) =>
  endpoint({ method: 'GET', path, params: byProject, answer: ans, access: { permission }, project: ofParam });
/**
 * Project news: a named project must be the caller's; without one the news of all their projects
 * are read. Reads (POST only because the original's clients call them so): not in the operation log.
 */
const news = { method: 'POST', access: AUTHENTICATED, project: projectAt.body('projectId'), log: false } as const;

/**
 * 项目管理: /business/project — the lists and the changes of projects, the lookups any signed-in
 * user makes about the projects they see (pickers, trees, the map), one project's views, and its
 * news (项目动态).
 */
export const projectsApi = api('project', {
  // Lists
  list: page('/business/project/list', P.list),
  cards: page('/business/project/getCardProjects', P.list, 'Cards: starred first'),
  archived: page('/business/project/selectVwProjectListIsPlace', P.place, 'Archived projects'),
  children: page('/business/project/projectList', P.list, 'Sub-projects (parentId)'),
  // Changes
  create: endpoint({
    method: 'POST',
    path: '/business/project/create',
    body: projectCreate,
    answer: answer.row(projectRow),
    access: { permission: P.add },
    // A sub-project is created inside its parent: the caller must be allowed to add there.
    project: projectAt.parent('parentId'),
    log: log('insert'),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/business/project/update',
    body: projectUpdate,
    answer: answer.row(projectRow),
    access: { permission: P.edit },
    project: projectAt.body('projectId'),
    log: log('update'),
  }),
  place: endpoint({
    method: 'PUT',
    path: '/business/project/place',
    summary: 'Archive (1) or restore (0)',
    body: projectPlaceBody,
    answer: answer.done(),
    access: { permission: P.place },
    project: projectAt.body('projectId'),
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/business/project/:projectId',
    params: byProject,
    answer: answer.done(),
    access: { permission: P.remove },
    project: ofParam,
    log: log('delete'),
  }),
  star: endpoint({
    method: 'POST',
    path: '/business/project/changeStar',
    summary: 'Star (1) or unstar (0) for the caller',
    query: projectStarQuery,
    answer: answer.done(),
    access: AUTHENTICATED,
    project: projectAt.query('projectId'),
    log: log('other'),
  }),
  // Lookups
  base: endpoint({
    method: 'GET',
    path: '/business/project/getBaseProjectList',
    answer: answer.row(z.array(projectBaseRow)),
    access: AUTHENTICATED,
  }),
  tree: endpoint({
    method: 'GET',
    path: '/business/project/treelist',
    query: projectTreeQuery,
    answer: answer.row(z.array(projectTreeNode)),
    access: AUTHENTICATED,
  }),
  userTree: endpoint({
    method: 'GET',
    path: '/business/project/userProjectTreelist',
    summary: "The tree of a user's projects (others' only for admins)",
    query: projectTreeQuery,
    answer: answer.row(z.array(projectTreeNode)),
    access: AUTHENTICATED,
  }),
  joined: endpoint({
    method: 'GET',
    path: '/business/project/userJoinProject',
    answer: answer.row(z.array(joinedProjectRow)),
    access: AUTHENTICATED,
  }),
  map: endpoint({
    method: 'GET',
    path: '/business/project/mapList',
    answer: answer.row(z.array(projectMapRow)),
    access: AUTHENTICATED,
  }),
  bands: endpoint({
    method: 'GET',
    path: '/business/project/bands/:projectId',
    params: byProject,
    answer: answer.row(z.array(projectBandRow)),
    access: AUTHENTICATED,
    project: ofParam,
  }),
  parent: endpoint({
    method: 'GET',
    path: '/business/project/parent/:projectId',
    summary: 'The parent project (null for a root)',
    params: byProject,
    answer: answer.row(projectBaseRow.nullable()),
    access: AUTHENTICATED,
    project: ofParam,
  }),
  // One project
  info: view('/business/project/getProjectInfo/:projectId', P.query, answer.row(projectInfo)),
  fullDetail: view('/business/project/detail/:projectId', P.query, answer.row(projectFullDetail)),
  detail: view('/business/project/getProjectDetail/:projectId', P.query, answer.row(projectDetailRow.nullable())),
  organization: view(
    '/business/project/getProjectOrganization/:projectId',
    P.organization,
    answer.row(projectOrganization),
  ),
  get: view('/business/project/:projectId', P.query, answer.row(projectRow)),
  saveDetail: endpoint({
    method: 'POST',
    path: '/business/project/saveProjectDetail',
    body: projectDetailBody,
    answer: answer.done(),
    access: { permission: P.edit },
    project: projectAt.body('projectId'),
    log: { title: '项目概况', businessType: 'update' },
  }),
  // News
  news: endpoint({
    ...news,
    path: '/business/project/getProjectNews',
    body: projectNewsQuery,
    answer: answer.table(projectNewsRow),
  }),
  newsByMonth: endpoint({
    ...news,
    path: '/business/project/getProjectNewsByMonth',
    summary: 'News per month (YYYY-MM) of the last months, oldest first',
    body: projectNewsByMonthQuery,
    answer: answer.row(z.array(projectNewsMonth)),
  }),
});
