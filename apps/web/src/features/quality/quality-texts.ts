import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/i18n/common-texts.ts';
import '@/shared/ui/confirm.ts';
import '@/shared/ui/list/list-texts.ts';

/** Texts of the quality and safety screens: 质量检查, 质量文件 / 安全文件, 安全报告, the dashboards. */
export const QUALITY_TEXTS = {
  'qcheck.structure': { zh: '分部分项', en: 'Divisions and items' },
  'qcheck.branch': { zh: '分部工程', en: 'Division' },
  'qcheck.itemize': { zh: '分项工程', en: 'Sub-item' },
  'qcheck.branchName': { zh: '分部名称', en: 'Division name' },
  'qcheck.itemizeName': { zh: '分项名称', en: 'Sub-item name' },
  'qcheck.addBranch': { zh: '新增分部', en: 'Add division' },
  'qcheck.addItemize': { zh: '新增分项', en: 'Add sub-item' },
  'qcheck.deleteNode': { zh: '删除', en: 'Delete' },
  'qcheck.applyTemp': { zh: '应用模板', en: 'Apply template' },
  'qcheck.applyTempTitle': { zh: '应用质量验收模板', en: 'Apply a quality acceptance template' },
  'qcheck.temp': { zh: '模板', en: 'Template' },
  'qcheck.applyTempHint': {
    zh: '模板中的分部与分项将一次性创建到当前项目中（已有同名分部不重复创建）。',
    en: 'The template’s divisions and sub-items are created in this project in one step (divisions of the same name are not repeated).',
  },
  'qcheck.applied': { zh: '模板应用成功', en: 'Template applied' },
  'qcheck.noStructure': {
    zh: '该项目还没有分部工程，可新增分部或应用模板',
    en: 'This project has no divisions yet: add one or apply a template',
  },
  'qcheck.pickNode': { zh: '请选择左侧的分部或分项', en: 'Choose a division or sub-item on the left' },
  'qcheck.pickItemize': { zh: '请先选择一个分项工程', en: 'Choose a sub-item first' },
  'qcheck.confirmDeleteBranch': {
    zh: '是否确认删除分部"{{name}}"？',
    en: 'Delete the division "{{name}}"?',
  },
  'qcheck.confirmDeleteItemize': {
    zh: '是否确认删除分项"{{name}}"？',
    en: 'Delete the sub-item "{{name}}"?',
  },
  'qcheck.inspections': { zh: '检验记录', en: 'Inspections' },
  'qcheck.addInspection': { zh: '记录检验', en: 'Record inspection' },
  'qcheck.addInspectionTitle': { zh: '记录检验批', en: 'Record an inspection lot' },
  'qcheck.inspectionTitle': { zh: '检验记录详情', en: 'Inspection' },
  'qcheck.lot': { zh: '检验批', en: 'Inspection lot' },
  'qcheck.date': { zh: '检验日期', en: 'Date' },
  'qcheck.inspector': { zh: '检验人', en: 'Inspector' },
  'qcheck.result': { zh: '检验结果', en: 'Result' },
  'qcheck.photos': { zh: '照片', en: 'Photos' },
  'qcheck.remark': { zh: '备注', en: 'Remark' },
  'qcheck.where': { zh: '分部 / 分项', en: 'Division / sub-item' },
  'qcheck.pass': { zh: '合格', en: 'Passed' },
  'qcheck.fail': { zh: '不合格', en: 'Failed' },
  'qcheck.all': { zh: '全部', en: 'All' },
  'qcheck.recorded': { zh: '记录成功', en: 'Recorded' },

  'qfile.quality': { zh: '质量文件', en: 'Quality files' },
  'qfile.safety': { zh: '安全文件', en: 'Safety files' },
  'qfile.folders': { zh: '文件夹', en: 'Folders' },
  'qfile.allFolders': { zh: '全部文件', en: 'All files' },
  'qfile.noFolder': { zh: '未分类', en: 'No folder' },
  'qfile.folder': { zh: '文件夹', en: 'Folder' },
  'qfile.name': { zh: '文件名称', en: 'File name' },
  'qfile.type': { zh: '类型', en: 'Type' },
  'qfile.size': { zh: '大小', en: 'Size' },
  'qfile.uploader': { zh: '上传人', en: 'Uploaded by' },
  'qfile.uploadTime': { zh: '上传时间', en: 'Uploaded' },
  'qfile.upload': { zh: '上传文件', en: 'Upload files' },
  'qfile.uploadTitle': { zh: '上传文件', en: 'Upload files' },
  'qfile.editTitle': { zh: '修改文件', en: 'Edit file' },
  'qfile.files': { zh: '文件', en: 'Files' },
  'qfile.filesRequired': { zh: '请上传文件', en: 'Upload at least one file' },
  'qfile.folderHint': {
    zh: '输入新的文件夹名称即可新建文件夹',
    en: 'Type a new folder name to create that folder',
  },
  'qfile.preview': { zh: '预览', en: 'Preview' },
  'qfile.download': { zh: '下载', en: 'Download' },
  'qfile.previewFailed': { zh: '文件加载失败', en: 'The file could not be loaded' },
  'qfile.noPreview': {
    zh: '该类型的文件不能在浏览器中预览，请下载后查看',
    en: 'This kind of file cannot be shown in the browser: download it',
  },
  'qfile.confirmDelete': { zh: '是否确认删除文件"{{name}}"？', en: 'Delete the file "{{name}}"?' },

  'sreport.title': { zh: '安全报告', en: 'Safety reports' },
  'sreport.name': { zh: '报告名称', en: 'Report' },
  'sreport.addTitle': { zh: '新增安全报告', en: 'Add safety report' },
  'sreport.confirmDelete': { zh: '是否确认删除安全报告"{{name}}"？', en: 'Delete the safety report "{{name}}"?' },
} as const;

addTexts(QUALITY_TEXTS);
