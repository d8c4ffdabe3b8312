/** Heights of the layout's header: the navbar (with the top menu) and the tabs bar below it. */
export const NAVBAR_HEIGHT = 50;
export const TAGS_VIEW_HEIGHT = 34;

/** Where toasts appear: below the whole header, so they never cover the top menu or the tabs. */
export const TOAST_TOP = NAVBAR_HEIGHT + TAGS_VIEW_HEIGHT + 8;
