import { addTexts, type Texts } from '../i18n/add-texts.ts';

/** Texts of the realtime line (spec 02 §8: browser without WebSocket). */
export const REALTIME_TEXTS = {
  'realtime.errorTitle': { zh: '错误', en: 'Error' },
  'realtime.unsupported': {
    zh: '您的浏览器不支持websocket，请更换Chrome或者Firefox浏览器！',
    en: 'Your browser does not support WebSocket, please switch to Chrome or Firefox!',
  },
} satisfies Texts;

// Travels with the layout chunk that starts the socket, never with the login page.
addTexts(REALTIME_TEXTS);
