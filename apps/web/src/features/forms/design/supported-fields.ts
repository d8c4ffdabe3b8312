import { FORM_FIELD_TYPES, FORM_LAYOUT_TYPES } from '@zj/contract';

/** The component types the server stores (form-schema.ts), and the editor's root. */
export const SUPPORTED_TYPES: ReadonlySet<string> = new Set(['default', ...FORM_FIELD_TYPES, ...FORM_LAYOUT_TYPES]);

interface FieldRegistry {
  _formFields: Record<string, unknown>;
}

/** Takes out of the editor's registry (so out of its palette) what the server would refuse. */
export function keepSupportedFields(formFields: FieldRegistry) {
  for (const type of Object.keys(formFields._formFields)) {
    if (!SUPPORTED_TYPES.has(type)) delete formFields._formFields[type];
  }
}
keepSupportedFields.$inject = ['formFields'];

/** An editor module doing it when the editor starts, before the palette reads the registry. */
export const supportedFieldsModule = {
  __init__: ['zjSupportedFields'],
  zjSupportedFields: ['type', keepSupportedFields],
};
