/**
 * The form-js viewer with its styles: imported only through `import()` by form-js-viewer.tsx, so
 * the library travels in its own chunk, fetched the first time a form is shown.
 */
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import './form-js-theme.css';

export { Form } from '@bpmn-io/form-js-viewer';
