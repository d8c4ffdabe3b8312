/**
 * The smallest valid value of a JSON schema as the OpenAPI document shows a route's body,
 * query or path parameters: required properties only, first enum value, minimum numbers.
 * Tests use it to build requests that pass validation for every route of a kind.
 */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Strings tried against a pattern, in order (the last an IFC GlobalId: 22 characters of its base-64 alphabet). */
const PATTERN_CANDIDATES = ['1', '2024-01-01', '2024-01-01 00:00:00', '2024-01', 'a', 'A1', '0123456789abcdefABCDEF'];

export function sampleOf(schema: JsonSchema, where = 'value'): unknown {
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sampleOf(choice, where);
  if (schema.nullable) return null;
  if (schema.enum) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) out[name] = sampleOf(property, `${where}.${name}`);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, `${where}[]`));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'string': {
      if (!schema.pattern) return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
      const pattern = new RegExp(schema.pattern);
      const found = PATTERN_CANDIDATES.find((c) => pattern.test(c));
      if (found === undefined) throw new Error(`no sample for ${where}: pattern ${schema.pattern}`);
      return found;
    }
    default:
      throw new Error(`no sample for ${where}: ${JSON.stringify(schema)}`);
  }
}
