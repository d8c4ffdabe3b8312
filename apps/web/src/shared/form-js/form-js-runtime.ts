/**
 * The form-js viewer with its styles: imported only through `import()` by form-js-viewer.tsx, so
 * the library (and re2js, which checks the patterns) travels in its own chunk, fetched the first
 * time a form is shown.
 */
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import './form-js-theme.css';

import { Form as ViewerForm } from '@bpmn-io/form-js-viewer';
import { FORM_TEXT_MAX, matchesUserPattern } from '@zj/contract';

/** Where a field's `validate.pattern` waits, out of form-js's reach (it would run it on RegExp). */
const PATTERN = 'zjPattern';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema with every `validate.pattern` moved to `validate.zjPattern` (groups included); the rest as it is. */
export function withPatternsMoved(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const component = (c: unknown): unknown => {
    if (!isObject(c)) return c;
    const out: Json = { ...c };
    if (Array.isArray(c.components)) out.components = c.components.map(component);
    if (isObject(c.validate) && 'pattern' in c.validate) {
      const { pattern, ...validate } = c.validate;
      out.validate = typeof pattern === 'string' && pattern ? { ...validate, [PATTERN]: pattern } : validate;
    }
    return out;
  };
  return component(schema);
}

type Translate = (text: string, replacements?: Record<string, string>) => string;
interface Field {
  type?: string;
  validate?: Json;
}
interface Validator {
  validateField(field: Field, value: unknown): string[];
  validateFieldInstance(instance: { id: string }, value: unknown): string[];
}

/**
 * Adds to form-js's own checks what it may no longer do itself: the field's pattern, on re2js in
 * linear time (the server's matchesUserPattern), and the cap of every text value (FORM_TEXT_MAX,
 * when the field's own maxLength allows more) — with form-js's own texts.
 */
class UserPatternGuard {
  static $inject = ['validator', 'formFieldRegistry', 'translate'];

  constructor(validator: Validator, registry: { get(id: string): Field | undefined }, translate: Translate) {
    const extra = (field: Field | undefined, value: unknown): string[] => {
      const rules = field?.validate ?? {};
      const errors: string[] = [];
      const pattern = rules[PATTERN];
      if (typeof pattern === 'string' && value && !matchesUserPattern(pattern, String(value))) {
        const message = rules.patternErrorMessage;
        errors.push(
          typeof message === 'string' && message
            ? message
            : translate('Field must match pattern {value}.', { value: pattern }),
        );
      }
      const max = rules.maxLength;
      const capped = typeof max !== 'number' || max > FORM_TEXT_MAX;
      if (capped && typeof value === 'string' && value.trim().length > FORM_TEXT_MAX) {
        errors.push(translate('Field must have maximum length of {value}.', { value: String(FORM_TEXT_MAX) }));
      }
      return errors;
    };
    const byField = validator.validateField.bind(validator);
    const byInstance = validator.validateFieldInstance.bind(validator);
    validator.validateField = (field, value) => [...extra(field, value), ...byField(field, value)];
    validator.validateFieldInstance = (instance, value) => [
      ...extra(registry.get(instance.id), value),
      ...byInstance(instance, value),
    ];
  }
}

const userPatternModule = { __init__: ['zjUserPatterns'], zjUserPatterns: ['type', UserPatternGuard] };

type Options = NonNullable<ConstructorParameters<typeof ViewerForm>[0]>;
type Import = Parameters<ViewerForm['importSchema']>;

/** form-js's viewer whose field patterns never reach RegExp (see UserPatternGuard). */
export class Form extends ViewerForm {
  constructor(options: Options = {}) {
    super({ ...options, additionalModules: [...(options.additionalModules ?? []), userPatternModule] });
  }

  override importSchema(schema: Import[0], data?: Import[1]) {
    return super.importSchema(withPatternsMoved(schema) as Import[0], data);
  }
}
