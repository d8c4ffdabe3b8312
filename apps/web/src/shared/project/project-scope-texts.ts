import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of the project scope frame (travel with the project-scoped pages' chunks). */
addTexts({
  'scope.noProject': { zh: '请先在工作台选择当前项目', en: 'Choose a current project on the work desk first' },
  'scope.toWorkdesk': { zh: '前往工作台', en: 'Go to the work desk' },
  'scope.project': { zh: '当前项目：{{name}}', en: 'Current project: {{name}}' },
});
