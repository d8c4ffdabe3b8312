/**
 * The form-js editor with its styles. Imported only by the designer page, itself a lazy route:
 * the editor and its CSS travel in the designer's own chunk.
 */
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import '@bpmn-io/form-js-editor/dist/assets/form-js-editor.css';
import '@bpmn-io/form-js-editor/dist/assets/properties-panel.css';
import './form-editor.css';

export { FormEditor } from '@bpmn-io/form-js-editor';
