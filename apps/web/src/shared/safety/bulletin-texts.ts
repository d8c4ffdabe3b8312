import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of the 安全专项检查通报 (the bulletin of a safety report), shared by 安全报告 and the message drawer. */
export const BULLETIN_TEXTS = {
  'bulletin.title': { zh: '安全专项检查通报', en: 'Safety special inspection bulletin' },
  'bulletin.reportTitle': { zh: '通报标题', en: 'Title' },
  'bulletin.projectName': { zh: '项目名称', en: 'Project' },
  'bulletin.level': { zh: '隐患等级', en: 'Hazard level' },
  'bulletin.type': { zh: '隐患类型', en: 'Hazard type' },
  'bulletin.dept': { zh: '检查单位', en: 'Inspecting unit' },
  'bulletin.inspectionTime': { zh: '检查时间', en: 'Inspection time' },
  'bulletin.inspectionContent': { zh: '检查内容', en: 'Inspection content' },
  'bulletin.participants': { zh: '参与人员', en: 'Participants' },
  'bulletin.processed': { zh: '处理人', en: 'Handler' },
  'bulletin.content': { zh: '通报内容', en: 'Bulletin' },
  'bulletin.problem': { zh: '存在问题', en: 'Problems found' },
  'bulletin.problemFiles': { zh: '问题照片', en: 'Problem photos' },
  'bulletin.rectification': { zh: '整改情况', en: 'Rectification' },
  'bulletin.rectificationFiles': { zh: '整改照片', en: 'Rectification photos' },
  'bulletin.createBy': { zh: '通报人', en: 'Issued by' },
  'bulletin.loadFailed': { zh: '安全报告加载失败', en: 'The safety report could not be loaded' },
} as const;

addTexts(BULLETIN_TEXTS);
