import { readAttr, writeAttrs } from './attrs.ts';
import { extensionsOf, putAt, removeAt, writeExtensions } from './extensions.ts';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

/** Built-in form field types; anything else is a custom type name (spec 02 §3). */
export const FIELD_TYPES = ['long', 'string', 'boolean', 'date', 'enum'] as const;

export interface FormFieldForm {
  id: string;
  label: string;
  /** A built-in type or `custom`. */
  type: string;
  /** The type name when type is custom. */
  typeName: string;
  datePattern: string;
  defaultValue: string;
  values: { id: string; name: string }[];
  constraints: { name: string; config: string }[];
  properties: { id: string; value: string }[];
}

export const emptyField = (): FormFieldForm => ({
  id: '',
  label: '',
  type: 'string',
  typeName: '',
  datePattern: '',
  defaultValue: '',
  values: [],
  constraints: [],
  properties: [],
});

const text = (element: ModdleElement | undefined, name: string) => {
  const value = element?.get(name);
  return value === undefined || value === null ? '' : String(value);
};
const list = (element: ModdleElement | undefined, name: string) =>
  (element?.get(name) as ModdleElement[] | undefined) ?? [];

export const formDataOf = (bo: ModdleElement) => extensionsOf(bo, 'FormData')[0];
export const formKeyOf = (bo: ModdleElement) => readAttr(bo, 'formKey');
export const businessKeyOf = (bo: ModdleElement) => text(formDataOf(bo), 'businessKey');

export function fieldFormOf(field: ModdleElement): FormFieldForm {
  const type = text(field, 'type');
  const builtIn = (FIELD_TYPES as readonly string[]).includes(type) || type === '';
  return {
    id: text(field, 'id'),
    label: text(field, 'label'),
    type: builtIn ? type || 'string' : 'custom',
    typeName: builtIn ? '' : type,
    datePattern: text(field, 'datePattern'),
    defaultValue: text(field, 'defaultValue'),
    values: list(field, 'values').map((value) => ({ id: text(value, 'id'), name: text(value, 'name') })),
    constraints: list(field.get('validation') as ModdleElement | undefined, 'constraints').map((item) => ({
      name: text(item, 'name'),
      config: text(item, 'config'),
    })),
    properties: list(field.get('properties') as ModdleElement | undefined, 'values').map((item) => ({
      id: text(item, 'id'),
      value: text(item, 'value'),
    })),
  };
}

export const fieldFormsOf = (bo: ModdleElement) => list(formDataOf(bo), 'fields').map(fieldFormOf);

/**
 * A form field element: defaultValue and datePattern only when set (datePattern for dates only),
 * the enum values for enums, the constraints and properties when there are any (spec 02 §5).
 */
function fieldElement(ctx: RuleContext, form: FormFieldForm): ModdleElement {
  const p = ctx.prefix;
  const type = form.type === 'custom' ? form.typeName.trim() : form.type;
  const attrs: Record<string, unknown> = { id: form.id, label: form.label, type };
  if (form.type === 'date' && form.datePattern.trim()) attrs.datePattern = form.datePattern;
  if (form.defaultValue.trim()) attrs.defaultValue = form.defaultValue;
  const field = ctx.moddle.create(`${p}:FormField`, attrs);
  const child = (type: string, values: Record<string, unknown>) => {
    const created = ctx.moddle.create(`${p}:${type}`, values);
    return created;
  };
  if (form.type === 'enum' && form.values.length) {
    field.set(
      'values',
      form.values.map((value) => child('Value', value)),
    );
  }
  if (form.constraints.length) {
    const validation = child('Validation', { constraints: form.constraints.map((item) => child('Constraint', item)) });
    field.set('validation', validation);
  }
  if (form.properties.length) {
    const properties = child('Properties', { values: form.properties.map((item) => child('Property', item)) });
    field.set('properties', properties);
  }
  return field;
}

function writeFormData(
  ctx: RuleContext,
  element: DiagramElement,
  change: { fields?: ModdleElement[]; businessKey?: string },
) {
  const bo = element.businessObject;
  const current = formDataOf(bo);
  const fields = change.fields ?? list(current, 'fields');
  const businessKey = change.businessKey ?? text(current, 'businessKey');
  // A business key names one of the fields (spec 02 §3): a removed field takes it along.
  const keep = businessKey && fields.some((field) => text(field, 'id') === businessKey) ? businessKey : undefined;
  const formData = ctx.moddle.create(`${ctx.prefix}:FormData`, { businessKey: keep, fields });
  for (const field of fields) field.$parent = formData;
  writeExtensions(ctx, element, 'FormData', fields.length || keep ? [formData] : []);
}

export function saveFormField(ctx: RuleContext, element: DiagramElement, form: FormFieldForm, index?: number) {
  const fields = list(formDataOf(element.businessObject), 'fields');
  writeFormData(ctx, element, { fields: putAt(fields, fieldElement(ctx, form), index) });
}

export function removeFormField(ctx: RuleContext, element: DiagramElement, index: number) {
  writeFormData(ctx, element, { fields: removeAt(list(formDataOf(element.businessObject), 'fields'), index) });
}

/** The business key: one of the form field ids, or none (''). */
export function setBusinessKey(ctx: RuleContext, element: DiagramElement, businessKey: string) {
  writeFormData(ctx, element, { businessKey });
}

export function setFormKey(ctx: RuleContext, element: DiagramElement, formKey: string) {
  writeAttrs(ctx, element, { formKey });
}
