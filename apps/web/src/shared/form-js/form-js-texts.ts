import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts around the form-js viewer. */
addTexts({
  'formJs.loadFailed': {
    zh: '表单组件加载失败，请刷新页面重试',
    en: 'The form viewer could not be loaded; reload the page',
  },
  'formJs.cannotShow': { zh: '无法显示该表单', en: 'This form cannot be shown' },
  'formJs.notReady': { zh: '表单尚未加载完成', en: 'The form has not finished loading' },
});
