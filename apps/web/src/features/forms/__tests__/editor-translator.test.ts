import { FORM_FIELD_TYPES } from '@zj/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { translateEditor } from '../design/editor-translator.ts';
import { EDITOR_ZH, editorZh } from '../design/editor-zh.ts';
import { keepSupportedFields, SUPPORTED_TYPES } from '../design/supported-fields.ts';

/** The editor's palette names of the types the server stores (form-js 1.23 field configs). */
const PALETTE_NAMES = [
  'Text field',
  'Text area',
  'Number',
  'Date time',
  'Checkbox',
  'Checkbox group',
  'Radio group',
  'Select',
  'Tag list',
  'Text view',
  'Spacer',
  'Separator',
  'Group',
  'Button',
];
const PALETTE_GROUPS = ['Input', 'Selection', 'Presentation', 'Containers', 'Action'];
const PROPERTY_GROUPS = ['General', 'Condition', 'Layout', 'Appearance', 'Validation', 'Custom properties'];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function editorDom() {
  document.body.innerHTML = `
    <div id="root">
      <div class="fjs-palette-container"><div class="fjs-palette">
        <div class="fjs-palette-header" title="Components">Components</div>
        <input class="fjs-palette-search" placeholder="Search components" />
        <span class="fjs-palette-group-title">Input</span>
        <span class="fjs-palette-field-text">Text field</span>
      </div></div>
      <div class="fjs-form-container"><label>Key</label><span>Text field</span></div>
      <div class="fjs-properties-container">
        <div class="bio-properties-panel-header-type">Text field</div>
        <div class="bio-properties-panel-header-label">Number</div>
        <div class="bio-properties-panel-group-header-title"> General </div>
        <label class="bio-properties-panel-label">Field label</label>
        <div class="cm-editor"><div contenteditable="true" aria-label="Field label"><div class="cm-line">Text field</div></div></div>
      </div>
    </div>`;
  return document.getElementById('root') as HTMLElement;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('form designer: Chinese palette and properties panel', () => {
  it('has Chinese for every palette entry, palette group and common property group', () => {
    for (const text of [...PALETTE_NAMES, ...PALETTE_GROUPS, ...PROPERTY_GROUPS, 'Field label', 'Key', 'Required']) {
      expect(editorZh(text), text).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(editorZh('  Text field  ')).toBe('文本框');
    expect(editorZh('设备名称')).toBeUndefined();
    expect(editorZh('constructor')).toBeUndefined();
    // One Chinese text for each English one, and none left empty.
    for (const [en, zh] of Object.entries(EDITOR_ZH)) expect(zh.trim(), en).not.toBe('');
  });

  it('translates the palette and panel, never the canvas or what the modeller typed', () => {
    const root = editorDom();
    stop = translateEditor(root);
    const text = (selector: string) => root.querySelector(selector)?.textContent?.trim();
    expect(text('.fjs-palette-header')).toBe('组件');
    expect(root.querySelector('.fjs-palette-header')?.getAttribute('title')).toBe('组件');
    expect(root.querySelector('.fjs-palette-search')?.getAttribute('placeholder')).toBe('搜索组件');
    expect(text('.fjs-palette-group-title')).toBe('输入');
    expect(text('.fjs-palette-field-text')).toBe('文本框');
    expect(text('.bio-properties-panel-header-type')).toBe('文本框');
    expect(text('.bio-properties-panel-group-header-title')).toBe('常规');
    expect(text('.bio-properties-panel-label')).toBe('字段标签');
    // The modeller's own texts: the selected field's label, the code editor's content, the canvas.
    expect(text('.bio-properties-panel-header-label')).toBe('Number');
    expect(text('.cm-line')).toBe('Text field');
    expect(root.querySelector('[contenteditable]')?.getAttribute('aria-label')).toBe('字段标签');
    expect(text('.fjs-form-container label')).toBe('Key');
    expect(text('.fjs-form-container span')).toBe('Text field');
  });

  it('translates what the editor renders later, and stops when asked', async () => {
    const root = editorDom();
    stop = translateEditor(root);
    const panel = root.querySelector('.fjs-properties-container') as HTMLElement;
    const added = document.createElement('div');
    added.innerHTML = '<span class="bio-properties-panel-group-header-title">Validation</span>';
    panel.append(added);
    const label = root.querySelector('.bio-properties-panel-label') as HTMLElement;
    (label.firstChild as Text).data = 'Key';
    await flush();
    expect(added.textContent).toBe('校验');
    expect(label.textContent).toBe('标识');

    stop();
    stop = undefined;
    const later = document.createElement('span');
    later.textContent = 'Required';
    panel.append(later);
    await flush();
    expect(later.textContent).toBe('Required');
  });
});

describe('form designer: the palette holds what the server stores', () => {
  it('keeps the supported types in the registry and drops the others', () => {
    const registry = {
      _formFields: Object.fromEntries(
        [
          'default',
          'textfield',
          'number',
          'select',
          'group',
          'iframe',
          'html',
          'table',
          'filepicker',
          'dynamiclist',
        ].map((type) => [type, { type }]),
      ),
    };
    keepSupportedFields(registry);
    expect(Object.keys(registry._formFields).sort()).toEqual(['default', 'group', 'number', 'select', 'textfield']);
    for (const type of FORM_FIELD_TYPES) expect(SUPPORTED_TYPES.has(type)).toBe(true);
  });
});
