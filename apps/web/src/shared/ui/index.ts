/** Shared widgets of list screens. None of this is imported by the login page or the shell. */

export { DictRadio, DictSelect } from './dict/dict-select.tsx';
export { DictTag, LIST_CLASS_COLORS, tagColor } from './dict/dict-tag.tsx';
export { type DictOption, dictLabel, dictQueryKey, getDictData, useDict } from './dict/use-dict.ts';
export { RichTextEditor } from './editor/rich-text-editor.tsx';
export { ExcelImportDialog } from './excel-import-dialog.tsx';
export { RightToolbar } from './right-toolbar.tsx';
export { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, PAGE_SIZES, TablePagination } from './table-pagination.tsx';
export { FileUpload } from './upload/file-upload.tsx';
export { ImageUpload } from './upload/image-upload.tsx';
export { type ColumnSetting, useColumnSettings } from './use-column-settings.ts';
