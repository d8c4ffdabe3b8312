export * from './auth.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './i18n.ts';
export * from './menus.ts';
export * from './messages.ts';
export * from './permissions.ts';
