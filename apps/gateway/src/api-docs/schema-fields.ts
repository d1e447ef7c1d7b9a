import type { JsonSchema } from './route-operation';

/** One line of a body's or a query's table on the docs page. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string;
}

/** Nested objects are listed down to this depth (`links[].url`); deeper ones are named `object`. */
const MAX_DEPTH = 3;
const MAX_ENUM_SHOWN = 12;

const asSchema = (value: unknown): JsonSchema => (value && typeof value === 'object' ? (value as JsonSchema) : {});
const variantsOf = (schema: JsonSchema): JsonSchema[] => ((schema.anyOf ?? schema.oneOf ?? []) as unknown[]).map(asSchema);

/** A schema's type in a word or two: `integer`, `text`, `one of: new, contacted`, `list of integer`. */
export function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((value) => JSON.stringify(value));
    return `one of: ${values.slice(0, MAX_ENUM_SHOWN).join(', ')}${values.length > MAX_ENUM_SHOWN ? ', …' : ''}`;
  }
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`;
  const variants = variantsOf(schema);
  if (variants.length > 0) return [...new Set(variants.map(typeOf))].join(' or ');
  if (schema.type === 'array') return `list of ${typeOf(asSchema(schema.items))}`;
  if (schema.type === 'string') return schema.format ? `text (${String(schema.format)})` : 'text';
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** Its limits, as a person reads them: `1–255 characters`, `0 to 999`, `at most 20 items`. */
export function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  const range = (low: unknown, high: unknown, unit: string) => {
    if (low !== undefined && high !== undefined) rules.push(`${String(low)}–${String(high)}${unit}`);
    else if (low !== undefined) rules.push(`at least ${String(low)}${unit}`);
    else if (high !== undefined) rules.push(`at most ${String(high)}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.pattern === 'string') rules.push(`matches ${schema.pattern}`);
  if (typeof schema.description === 'string') rules.push(schema.description);
  if (schema.type === 'array') {
    const item = rulesOf(asSchema(schema.items));
    if (item) rules.push(`each: ${item}`);
  }
  return rules.join('; ');
}

/**
 * The fields of an object schema, nested ones by a dotted name (`metadata.viewport.width`,
 * `links[].url`). A union of objects (`{ sectionIds }` or `{ sectionId, newOrder }`) lists each
 * variant's fields under `(form 1)`, `(form 2)`.
 */
export function fieldsOf(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const variants = variantsOf(schema).filter((variant) => variant.properties);
  if (!schema.properties && variants.length > 0) {
    return variants.flatMap((variant, index) => fieldsOf(variant, `${prefix}(form ${index + 1}) `, depth));
  }
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries((schema.properties ?? {}) as Record<string, unknown>).flatMap(([key, value]) => {
    const property = asSchema(value);
    const name = `${prefix}${key}`;
    const row: FieldRow = { name, type: typeOf(property), required: required.has(key), rules: rulesOf(property) };
    if (depth + 1 >= MAX_DEPTH) return [row];
    if (property.properties) return [row, ...fieldsOf(property, `${name}.`, depth + 1)];
    const item = asSchema(property.items);
    if (property.type === 'array' && item.properties) return [row, ...fieldsOf(item, `${name}[].`, depth + 1)];
    return [row];
  });
}
