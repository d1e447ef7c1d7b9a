import { getMetadataStorage, ValidationTypes } from 'class-validator';

export type JsonSchema = Record<string, unknown>;
type DtoClass = abstract new (...args: never[]) => object;
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** How each class-validator rule the visitor DTOs use reads in JSON Schema (2020-12). */
const RULES: Record<string, (constraints: unknown[], schema: JsonSchema) => void> = {
  isString: (_, schema) => void (schema.type = 'string'),
  isInt: (_, schema) => void (schema.type = 'integer'),
  isBoolean: (_, schema) => void (schema.type = 'boolean'),
  isObject: (_, schema) => void (schema.type = 'object'),
  isArray: (_, schema) => void (schema.type = 'array'),
  minLength: ([min], schema) => void (schema.minLength = min),
  maxLength: ([max], schema) => void (schema.maxLength = max),
  min: ([min], schema) => void (schema.minimum = min),
  max: ([max], schema) => void (schema.maximum = max),
  arrayMaxSize: ([max], schema) => void (schema.maxItems = max),
  isIn: ([values], schema) => void (schema.enum = values),
  isIso8601: (_, schema) => void (schema.format = 'date-time'),
  matches: ([pattern], schema) => void (schema.pattern = pattern instanceof RegExp ? pattern.source : String(pattern)),
  isStorableText: (_, schema) => void (schema.description = 'No NUL characters or lone surrogates.'),
};

/**
 * The JSON Schema of a class-validator DTO, read from the decorators the gateway's validation
 * pipe runs (docs/decisions.md, D-143), so it cannot drift from what is checked. The pipe
 * forbids unknown keys at every level, hence `additionalProperties: false`. A rule not in
 * RULES adds nothing: the schema then says less than the check, never more.
 */
export function schemaOfClass(dto: DtoClass): JsonSchema {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, rules] of byProperty) {
    const property: JsonSchema = {};
    let optional = false;
    for (const rule of rules) {
      if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION) optional = true;
      else if (rule.type === ValidationTypes.NESTED_VALIDATION) Object.assign(property, nestedSchema(dto, name));
      else if (rule.name) RULES[rule.name]?.(rule.constraints ?? [], property);
    }
    properties[name] = property;
    if (!optional) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** A `@ValidateNested()` property (`viewport?: ViewportDto`): the nested DTO's own schema, by its declared type. */
function nestedSchema(dto: DtoClass, property: string): JsonSchema {
  const type: unknown = Reflect.getMetadata('design:type', dto.prototype as object, property);
  return typeof type === 'function' && type !== Object ? schemaOfClass(type as DtoClass) : { type: 'object' };
}
