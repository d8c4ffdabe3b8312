import type { ServerTextKey, ServerTextParams } from '@zj/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { newsValues } from '../../core/project/project-news.ts';
import { setUpProject } from '../../core/project/project-setup.ts';
import { bizProject, bizProjectNews } from '../../core/project/projects.tables.ts';
import { bizProjectBand, bizProjectDetail } from './projects.tables.ts';

type ProjectSeed = Omit<typeof bizProject.$inferInsert, 'projectId' | 'parentId' | 'ancestors'> & {
  children?: ProjectSeed[];
  /** News after the 'create' row: [days ago, type, text key, parameters]. */
  news?: Array<[number, 'update' | 'join' | 'role', ServerTextKey, ServerTextParams]>;
  createdDaysAgo: number;
};

const PARK_UNITS = {
  ownerUnit: '上海智建投资发展有限公司',
  contractorUnit: '中建八局第三建设有限公司',
  supervisorUnit: '上海建科工程咨询有限公司',
  designUnit: '华东建筑设计研究院有限公司',
};

/** A small project tree in Shanghai for a first look at the platform. */
const DEMO: ProjectSeed[] = [
  {
    projectName: '智建示范园区',
    projectCode: 'ZJ-2024-001',
    projectType: 'building',
    status: '1',
    address: '上海市浦东新区张江高科技园区科苑路88号',
    longitude: 121.5907,
    latitude: 31.2035,
    ...PARK_UNITS,
    startDate: '2024-03-01',
    plannedEndDate: '2026-12-31',
    description: '智能建造示范园区，含办公楼、地下车库及配套市政工程。',
    orderNum: 1,
    createdDaysAgo: 150,
    news: [
      [95, 'update', 'news.update', { project: '智建示范园区' }],
      [40, 'join', 'news.join', { member: '监理单位驻场代表' }],
      [6, 'role', 'news.role', { member: '监理单位驻场代表', role: '项目成员' }],
    ],
    children: [
      {
        projectName: '1号办公楼',
        projectCode: 'ZJ-2024-001-01',
        projectType: 'building',
        status: '1',
        address: '上海市浦东新区科苑路88号1号楼',
        longitude: 121.5915,
        latitude: 31.2042,
        ...PARK_UNITS,
        startDate: '2024-04-15',
        plannedEndDate: '2026-06-30',
        description: '地上24层、地下3层框架-核心筒结构办公楼。',
        orderNum: 1,
        createdDaysAgo: 120,
        news: [[12, 'update', 'news.update', { project: '1号办公楼' }]],
      },
      {
        projectName: '地下车库',
        projectCode: 'ZJ-2024-001-02',
        projectType: 'building',
        status: '3',
        address: '上海市浦东新区科苑路88号地下车库',
        longitude: 121.5899,
        latitude: 31.2028,
        ...PARK_UNITS,
        startDate: '2024-03-10',
        plannedEndDate: '2025-08-30',
        description: '两层地下车库，约620个车位，已竣工验收。',
        orderNum: 2,
        createdDaysAgo: 140,
      },
    ],
  },
  {
    projectName: '临港物流中心',
    projectCode: 'ZJ-2025-002',
    projectType: 'building',
    status: '0',
    address: '上海市浦东新区临港新片区申港大道200号',
    longitude: 121.9306,
    latitude: 30.9005,
    ownerUnit: '上海临港物流发展有限公司',
    contractorUnit: '上海建工一建集团有限公司',
    supervisorUnit: '上海市建设工程监理咨询有限公司',
    designUnit: '同济大学建筑设计研究院（集团）有限公司',
    startDate: '2025-09-01',
    plannedEndDate: '2027-03-31',
    description: '高标准仓储与分拨中心，筹备阶段。',
    orderNum: 2,
    createdDaysAgo: 30,
  },
];

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const ADMIN = { userId: 1, userName: 'admin' };

async function insertTree(tx: Tx, seeds: ProjectSeed[], parent: { id: number; ancestors: string } | null) {
  for (const { children, news, createdDaysAgo, ...fields } of seeds) {
    const createTime = daysAgo(createdDaysAgo);
    const [row] = await tx
      .insert(bizProject)
      .values({
        ...fields,
        parentId: parent?.id ?? 0,
        ancestors: parent ? `${parent.ancestors},${parent.id}` : '0',
        createBy: ADMIN.userName,
        createTime,
      })
      .returning();
    if (!row) throw new Error('demo project insert returned nothing');
    await setUpProject(tx, row.projectId, ADMIN);
    await tx.insert(bizProjectNews).values(
      [
        {
          projectId: row.projectId,
          newsType: 'create' as const,
          key: 'news.create' as const,
          params: { project: row.projectName },
          createTime,
        },
        ...(news ?? []).map(([days, newsType, key, params]) => ({
          projectId: row.projectId,
          newsType,
          key,
          params,
          createTime: daysAgo(days),
        })),
      ].map((n) => newsValues({ ...n, createBy: ADMIN.userName })),
    );
    if (children) await insertTree(tx, children, { id: row.projectId, ancestors: row.ancestors });
  }
}

/**
 * Demo projects for `npm start` on an empty database (never in tests): the tree above, the admin
 * as project admin of each, a default role per project, some news and the park's two model bands. Answers whether it seeded.
 */
export async function seedDemoProjects(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: bizProject.projectId }).from(bizProject).limit(1);
  const [admin] = await db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userId, ADMIN.userId));
  if (existing || !admin) return false;
  await db.transaction(async (tx) => {
    await insertTree(tx, DEMO, null);
    const [park] = await tx.select().from(bizProject).where(eq(bizProject.projectCode, 'ZJ-2024-001'));
    if (!park) return;
    await tx.insert(bizProjectDetail).values({
      projectId: park.projectId,
      totalInvestment: 186000,
      buildingArea: 152000,
      floorsAbove: 24,
      floorsBelow: 3,
      contractDays: 1035,
      overview:
        '<p>智建示范园区位于张江科学城核心区，总建筑面积约15.2万平方米，是BIM正向设计与智能建造的示范项目。</p>',
      updateBy: ADMIN.userName,
      updateTime: daysAgo(90),
    });
    // Its model bands (分段), so that 问题追踪 opens on it (the model module will write real ones).
    await tx.insert(bizProjectBand).values(
      ['主体结构模型', '机电安装模型'].map((bandName) => ({
        projectId: park.projectId,
        bandName,
        createBy: ADMIN.userName,
        createTime: daysAgo(80),
      })),
    );
  });
  return true;
}
