import type { ConstructionLogDetail } from '@zj/contract';

/** A stored log of project 7 (the tests' 滨江综合体) with a row in every section. */
export const detail = (over: Partial<ConstructionLogDetail> = {}): ConstructionLogDetail => ({
  logId: 5,
  projectId: 7,
  projectName: '滨江综合体',
  logDate: '2026-11-20',
  weather: '晴',
  temperatureLow: 3,
  temperatureHigh: 12,
  wind: '东北风3级',
  headcount: 20,
  summary: '3F 楼板钢筋绑扎',
  authorId: 9,
  createBy: '张工',
  signedBy: null,
  signedTime: null,
  createTime: '2026-11-20 18:00:00',
  updateTime: null,
  manpower: [
    { trade: '木工', count: 12 },
    { trade: '钢筋工', count: 8 },
  ],
  machinery: [{ name: '塔吊', model: 'QTZ80', count: 1, hours: 8 }],
  work: [
    {
      description: '3F 楼板钢筋绑扎',
      location: '1#楼',
      planTaskId: 31,
      planTaskName: '2.1 主体结构',
      percent: 60,
      quantity: 18.5,
    },
  ],
  materials: [{ material: '钢筋', spec: 'HRB400', quantity: 25.5, unit: 't', supplier: '沙钢' }],
  inspections: [{ item: '钢筋隐蔽验收', inspector: '王工', result: '合格' }],
  problems: [{ problemId: 3, name: '墙体开裂' }],
  photos: '',
  remark: '',
  ...over,
});
