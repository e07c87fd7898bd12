import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as zod 4's toJSONSchema writes it into the OpenAPI document) the routes use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

// Valid values stay small: size is one of the mutations, not the baseline (keeps thousands of cases fast).
const MAX_GENERATED_STRING = 40;
const MAX_GENERATED_ITEMS = 4;
const MAX_EXTRA_KEYS = 3;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_STRING, MAX_GENERATED_STRING));
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl().filter(fits);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { maxLength }).filter(fits);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number.EPSILON;
  let min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : -1e9);
  let max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : 1e9);
  if (integer) {
    min = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    max = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min, max });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayArbitrary(s: JsonSchema): fc.Arbitrary<unknown[]> {
  if (s.prefixItems) return fc.tuple(...s.prefixItems.map(valueOf));
  const minLength = s.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS));
  return fc.array(s.items ? valueOf(s.items) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
}

function objectArbitrary(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valueOf(v)])), {
    requiredKeys: (s.required ?? []).filter((k) => k in properties),
  });
  if (typeof s.additionalProperties !== 'object') return known;
  // A record type (z.record): keys from propertyNames, values from additionalProperties.
  const keys = s.propertyNames ? stringArbitrary(s.propertyNames) : fc.string({ minLength: 1, maxLength: 20 });
  const extra = fc.dictionary(keys, valueOf(s.additionalProperties), {
    maxKeys: MAX_EXTRA_KEYS,
    noNullPrototype: true,
  });
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

function ofType(type: string, s: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(s);
    case 'object':
      return objectArbitrary(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values the schema accepts (as far as JSON Schema can say: refinements in code may still refuse some). */
export function valueOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(valueOf));
  if (s.allOf) return valueOf(Object.assign({}, ...s.allOf) as JsonSchema);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => ofType(t, s)));
  if (s.type) return ofType(s.type, s);
  if (s.properties) return objectArbitrary(s);
  return fc.jsonValue({ maxDepth: 2 });
}
