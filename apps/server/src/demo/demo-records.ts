import {
  noticeBody,
  qualityInspectionBody,
  qualityItemizeQuery,
  qualityTemplateQuery,
  safetyReportBody,
} from '@zj/contract';
import { noticesModule } from '../modules/notices/index.ts';
import { qualityModule } from '../modules/quality/index.ts';
import { safetyFilesModule } from '../modules/safety-files/index.ts';
import { type DemoStage, day } from './demo-context.ts';
import type { DemoScene } from './demo-images.ts';

/** 质量检查 on the GB 50300 structure, a 安全专项检查通报 and a 通知公告. */
export async function seedDemoRecords({ kernel, projectId, admin, people, photo }: DemoStage): Promise<void> {
  const { quality } = kernel.use(qualityModule);
  const { safetyFiles } = kernel.use(safetyFilesModule);
  const { notices } = kernel.use(noticesModule);
  const { inspector, rectifier } = people;
  // 质量检查: the GB 50300 structure, and inspections of a few 检验批.
  const { rows: templates } = await quality.templates(qualityTemplateQuery.parse({ pageNum: 1, pageSize: 10 }));
  const template = templates.find((t) => t.templateName.startsWith('GB 50300')) ?? templates[0];
  if (template) {
    await quality.applyTemplate(admin, template.templateId, projectId);
    const { rows: itemizes } = await quality.itemizes(
      admin,
      qualityItemizeQuery.parse({ projectId, pageNum: 1, pageSize: 200 }),
    );
    const itemizeOf = (name: string) => itemizes.find((i) => i.itemizeName === name)?.itemizeId;
    const inspections: Array<[string, string, number, '0' | '1', DemoScene, string]> = [
      ['钢筋', '3F 柱钢筋 第1批', -6, '0', 'rebar', '钢筋规格、间距符合设计要求。'],
      ['模板', '3F 顶板模板 第1批', -5, '0', 'concrete', ''],
      ['混凝土', '2F 墙柱混凝土 第2批', -3, '1', 'crack', '局部蜂窝麻面，已通知整改。'],
      ['钢筋', '4F 顶板钢筋 第1批', -1, '1', 'rebar', '保护层垫块缺失，见质量问题。'],
      ['模板', '4F 墙柱模板 第1批', -1, '0', 'concrete', ''],
      ['混凝土', '3F 顶板混凝土 第1批', 0, '0', 'concrete', '坍落度、试块留置符合要求。'],
    ];
    for (const [itemize, lotName, offset, result, scene, remark] of inspections) {
      const itemizeId = itemizeOf(itemize);
      if (!itemizeId) continue;
      await quality.addInspection(
        inspector,
        qualityInspectionBody.parse({
          itemizeId,
          lotName,
          inspectDate: day(offset),
          inspector: '张工',
          result,
          photos: await photo(inspector, scene),
          remark,
        }),
      );
    }
  }

  // 安全专项检查通报: every other member is told by message.
  await safetyFiles.addReport(
    inspector,
    safetyReportBody.parse({
      projectId,
      title: `${day(-2).slice(5, 7)}月安全专项检查通报`,
      level: '重要',
      type: '高空作业',
      dept: '项目安全部',
      inspectionTime: `${day(-2)} 09:30`,
      inspectionContent: '外脚手架、临边防护、临时用电、消防通道专项检查。',
      participants: '张工,王工,赵工',
      processed: '李工',
      content: '本次检查发现隐患3项，其中重要隐患2项，已下发整改，请各班组对照自查，限期整改闭合。',
      problem: '北侧外架连墙件缺失；3号配电箱未做重复接地。',
      problemFiles: [await photo(inspector, 'scaffold'), await photo(inspector, 'power')].join(','),
      rectification: '3号配电箱已补做重复接地，外架连墙件整改中。',
      rectificationFiles: await photo(rectifier, 'repaired'),
    }),
  );

  // 通知公告 for everyone.
  await notices.add(
    noticeBody.parse({
      noticeTitle: '关于开展“安全生产月”活动的通知',
      noticeType: '1',
      noticeContent:
        '<p>各项目部：</p><p>本月为“安全生产月”，请各项目组织一次全员安全教育和隐患排查，重点检查高空作业、临时用电和消防通道，发现问题及时在平台登记并跟踪整改闭合。</p>',
    }),
    admin.userName,
  );
}
