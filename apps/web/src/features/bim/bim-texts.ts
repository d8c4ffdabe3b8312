import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/i18n/common-texts.ts';
import '@/shared/ui/confirm.ts';
import '@/shared/ui/list/list-texts.ts';

/** Texts of the model screens: 模型列表 (bands, versions, upload), 模型对比, 模型日志. */
export const BIM_TEXTS = {
  'bim.band': { zh: '模型分段', en: 'Band' },
  'bim.bands': { zh: '模型分段', en: 'Bands' },
  'bim.bandName': { zh: '分段名称', en: 'Band name' },
  'bim.bandHint': {
    zh: '一个分段放一个专业或一栋楼的模型，如 建筑、结构、给排水、1号楼',
    en: 'One band holds one discipline’s or one building’s model, e.g. Architecture, Structure, Plumbing, Building 1',
  },
  'bim.addBand': { zh: '新增分段', en: 'Add band' },
  'bim.addBandTitle': { zh: '新增模型分段', en: 'Add a band' },
  'bim.editBandTitle': { zh: '重命名模型分段', en: 'Rename the band' },
  'bim.renameBand': { zh: '重命名', en: 'Rename' },
  'bim.confirmDeleteBand': {
    zh: '是否确认删除模型分段"{{name}}"？',
    en: 'Delete the band "{{name}}"?',
  },
  'bim.noBands': {
    zh: '该项目还没有模型分段，请先新增分段，再上传模型',
    en: 'This project has no bands yet: add one, then upload a model',
  },
  'bim.noVersion': { zh: '暂无模型', en: 'No model yet' },

  'bim.versions': { zh: '模型版本', en: 'Versions' },
  'bim.versionNo': { zh: '版本', en: 'Version' },
  'bim.versionLabel': { zh: 'V{{no}}', en: 'v{{no}}' },
  'bim.fileName': { zh: '文件名称', en: 'File' },
  'bim.status': { zh: '状态', en: 'Status' },
  'bim.current': { zh: '当前版本', en: 'Current' },
  'bim.createBy': { zh: '上传人 / 时间', en: 'Uploaded by / at' },
  'bim.minutes': { zh: '{{m}} 分 {{s}} 秒', en: '{{m}} min {{s}} s' },
  'bim.doneDetail': { zh: '{{n}} 个构件 · 转换用时 {{time}}', en: '{{n}} elements · converted in {{time}}' },
  'bim.status0': { zh: '排队中', en: 'Queued' },
  'bim.status1': { zh: '转换中', en: 'Converting' },
  'bim.status2': { zh: '已完成', en: 'Done' },
  'bim.status3': { zh: '失败', en: 'Failed' },
  'bim.setCurrent': { zh: '设为当前', en: 'Make current' },
  'bim.confirmSetCurrent': {
    zh: '是否确认将 V{{no}}（{{name}}）设为"{{band}}"的当前版本？',
    en: 'Make v{{no}} ({{name}}) the current version of "{{band}}"?',
  },
  'bim.setCurrentDone': { zh: '已设为当前版本', en: 'It is the current version now' },
  'bim.confirmDeleteVersion': {
    zh: '是否确认删除"{{band}}"的模型版本 V{{no}}（{{name}}）？模型文件和构件数据将一并删除。',
    en: 'Delete version v{{no}} ({{name}}) of "{{band}}"? Its model file and elements go with it.',
  },
  'bim.forceDeleteTitle': { zh: '警告', en: 'Warning' },
  'bim.confirmForceDelete': {
    zh: '{{reason}} 作为管理员，您可以强制删除该版本：指向它的问题将失去模型关联（问题本身保留）。是否强制删除？',
    en: '{{reason}} As an administrator you may delete it anyway: the problems pointing at it lose their model link (the problems stay). Delete it anyway?',
  },

  'bim.upload': { zh: '上传模型', en: 'Upload model' },
  'bim.uploadTitle': { zh: '上传模型 · {{band}}', en: 'Upload a model · {{band}}' },
  'bim.uploadHint': {
    zh: '选择 IFC 文件（IFC2X3、IFC4、IFC4X3，不超过 {{n}} MB）。大文件分片上传，可暂停、继续；网络中断或刷新页面后重新选择同一文件即从断点继续。',
    en: 'Choose an IFC file (IFC2X3, IFC4, IFC4X3, at most {{n}} MB). Large files go up in chunks and can be paused and resumed; after a network failure or a reload, choose the same file again to continue where it stopped.',
  },
  'bim.chooseFile': { zh: '选择文件', en: 'Choose file' },
  'bim.notIfc': {
    zh: '文件内容不是 IFC 模型：IFC 文件应以 ISO-10303-21; 开头',
    en: 'The file is not an IFC model: an IFC file starts with ISO-10303-21;',
  },
  'bim.noSchema': {
    zh: '文件缺少 FILE_SCHEMA 声明，无法识别 IFC 版本',
    en: 'The file has no FILE_SCHEMA line: its IFC version cannot be told',
  },
  'bim.emptyFile': { zh: '文件为空', en: 'The file is empty' },
  'bim.pause': { zh: '暂停', en: 'Pause' },
  'bim.resume': { zh: '继续', en: 'Resume' },
  'bim.resumed': { zh: '从上次中断处继续', en: 'continued where it stopped' },
  'bim.retry': { zh: '重试', en: 'Retry' },
  'bim.unfinished': {
    zh: '有未完成的上传：{{name}}（{{size}}）。重新选择该文件即可从断点继续。',
    en: 'Unfinished upload: {{name}} ({{size}}). Choose that file again to continue where it stopped.',
  },
  'bim.uploading': { zh: '上传中', en: 'Uploading' },
  'bim.paused': { zh: '已暂停', en: 'Paused' },
  'bim.uploaded': {
    zh: '上传成功，模型已进入转换队列',
    en: 'Uploaded: the model is queued for conversion',
  },
  'bim.uploadFailed': { zh: '上传失败, 请重试', en: 'The upload failed, try again' },
  'bim.closeWhileUploading': {
    zh: '上传尚未完成，关闭后可稍后重新选择同一文件继续。是否关闭？',
    en: 'The upload has not finished. You can choose the same file later to continue. Close?',
  },

  'bim.compare.from': { zh: '基准版本', en: 'From version' },
  'bim.compare.to': { zh: '对比版本', en: 'To version' },
  'bim.compare.swap': { zh: '交换', en: 'Swap' },
  'bim.compare.needTwo': {
    zh: '请选择同一分段中两个已完成转换的不同版本',
    en: 'Choose two different converted versions of one band',
  },
  'bim.compare.fewVersions': {
    zh: '该分段已完成转换的版本少于两个，无法对比',
    en: 'This band has fewer than two converted versions: nothing to compare',
  },
  'bim.compare.added': { zh: '新增', en: 'Added' },
  'bim.compare.removed': { zh: '删除', en: 'Removed' },
  'bim.compare.geometry': { zh: '几何变更', en: 'Geometry changed' },
  'bim.compare.properties': { zh: '属性变更', en: 'Properties changed' },
  'bim.compare.all': { zh: '全部变更', en: 'All changes' },
  'bim.compare.change': { zh: '变更类型', en: 'Change' },
  'bim.compare.globalId': { zh: 'GlobalId', en: 'GlobalId' },
  'bim.compare.ifcClass': { zh: 'IFC 类型', en: 'IFC class' },
  'bim.compare.name': { zh: '构件名称', en: 'Name' },
  'bim.compare.details': { zh: '变更内容', en: 'What changed' },
  'bim.compare.none': { zh: '两个版本没有差异', en: 'The two versions do not differ' },
  'bim.compare.empty': { zh: '（空）', en: '(empty)' },
  'bim.compare.viewers': { zh: '三维对比', en: '3D comparison' },
  'bim.compare.hideViewers': { zh: '收起三维', en: 'Hide 3D' },
  'bim.compare.syncView': { zh: '同步视角', en: 'Same view' },
  'bim.compare.pickHint': {
    zh: '点击列表中的 GlobalId，在两个版本中定位该构件；“同步视角”让右侧采用左侧的视角。',
    en: 'Click a GlobalId in the list to find that element in both versions; “Same view” gives the right view the left one’s camera.',
  },

  'bim.log.action': { zh: '操作类型', en: 'Action' },
  'bim.log.upload': { zh: '上传', en: 'Upload' },
  'bim.log.convert': { zh: '转换', en: 'Conversion' },
  'bim.log.current': { zh: '设为当前', en: 'Made current' },
  'bim.log.delete': { zh: '删除', en: 'Deletion' },
  'bim.log.compare': { zh: '对比', en: 'Comparison' },
  'bim.log.result': { zh: '结果', en: 'Result' },
  'bim.log.ok': { zh: '成功', en: 'Succeeded' },
  'bim.log.failed': { zh: '失败', en: 'Failed' },
  'bim.log.duration': { zh: '耗时', en: 'Duration' },
  'bim.log.detail': { zh: '详情', en: 'Details' },
  'bim.log.createBy': { zh: '操作人', en: 'By' },
  'bim.log.createTime': { zh: '操作时间', en: 'Time' },
  'bim.log.time': { zh: '操作时间', en: 'Time' },
} as const;

addTexts(BIM_TEXTS);
