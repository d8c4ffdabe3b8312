import { extensionsOf, putAt, removeAt, writeExtensions } from './extensions.ts';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

/** An extension property (spec 02 §3): id, name, value. */
export interface PropertyForm {
  id: string;
  name: string;
  value: string;
}

const propertiesOf = (bo: ModdleElement) =>
  (extensionsOf(bo, 'Properties')[0]?.get('values') as ModdleElement[] | undefined) ?? [];

export const propertyFormsOf = (bo: ModdleElement): PropertyForm[] =>
  propertiesOf(bo).map((item) => ({
    id: String(item.get('id') ?? ''),
    name: String(item.get('name') ?? ''),
    value: String(item.get('value') ?? ''),
  }));

function write(ctx: RuleContext, element: DiagramElement, forms: PropertyForm[]) {
  const values = forms.map((form) =>
    ctx.moddle.create(`${ctx.prefix}:Property`, {
      id: form.id || undefined,
      name: form.name,
      value: form.value,
    }),
  );
  const container = values.length ? [ctx.moddle.create(`${ctx.prefix}:Properties`, { values })] : [];
  for (const value of values) value.$parent = container[0];
  writeExtensions(ctx, element, 'Properties', container);
}

/** Saves a property at its index (edit) or appends it (new). */
export function saveProperty(ctx: RuleContext, element: DiagramElement, form: PropertyForm, index?: number) {
  write(ctx, element, putAt(propertyFormsOf(element.businessObject), form, index));
}

export function removeProperty(ctx: RuleContext, element: DiagramElement, index: number) {
  write(ctx, element, removeAt(propertyFormsOf(element.businessObject), index));
}
