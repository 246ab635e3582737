import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object the fuzzer reads. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
}

/** Values of any type, for "wrong type" inputs. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e3', '0x10', 'true', 'null', '%00', '\u0000', 'ü🍕', '<script>', "' OR 1=1 --"),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const lowerBound = (s: Schema) => (s.minimum === undefined ? undefined : s.exclusiveMinimum === true ? s.minimum + 1 : s.minimum);
const upperBound = (s: Schema) => (s.maximum === undefined ? undefined : s.exclusiveMaximum === true ? s.maximum - 1 : s.maximum);

function stringValue(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'date')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (s.format === 'binary') return fc.constant('');
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 24, 24)) });
}

function numberValue(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = lowerBound(s) ?? -1000;
  const max = upperBound(s) ?? 1000;
  if (integer) {
    // Ids and counts: mostly small values, so the seeded rows are hit.
    if (min >= 0 && max > 1000)
      return fc.oneof({ weight: 6, arbitrary: fc.integer({ min, max: min + 8 }) }, { weight: 1, arbitrary: fc.integer({ min, max }) });
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: s.exclusiveMinimum === true, maxExcluded: s.exclusiveMaximum === true });
}

/**
 * A value the schema allows. Refinements the schema cannot show (a strong password, a phone
 * number) are met half the time by the field's name (`exampleValue`).
 */
export function validValue(s: Schema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const base = baseValue(s, depth);
  const value =
    s.type === 'string' && !s.enum && TEXT_BY_NAME.some(([pattern]) => pattern.test(name)) ? fc.oneof(fc.constant(exampleValue(s, name)), base) : base;
  return s.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function baseValue(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(b, depth + 1)));
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf) as Schema, depth + 1);
  switch (s.type) {
    case 'string':
      return stringValue(s);
    case 'integer':
      return numberValue(s, true);
    case 'number':
      return numberValue(s, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(s.items && depth < 4 ? validValue(s.items, depth + 1) : anyValue, {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return objectValue(s, depth);
    default:
      return depth < 4 ? anyValue : fc.constant(null);
  }
}

function objectValue(s: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, validValue(field, depth + 1, name)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value the schema refuses: another type, out of bounds, too long, or a strange spelling. */
export function invalidValue(s: Schema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [anyValue];
  const min = lowerBound(s);
  const max = upperBound(s);
  if (min !== undefined) options.push(fc.constantFrom(min - 1, min - 0.5, -2147483649));
  if (max !== undefined) options.push(fc.constantFrom(max + 1, max + 0.5, 2 ** 53));
  if (s.maxLength !== undefined) options.push(fc.constant('x'.repeat(s.maxLength + 1)));
  if (s.enum) options.push(fc.constantFrom('NOT_AN_OPTION', String(s.enum[0]).toLowerCase()));
  return fc.oneof(...options);
}

/** Text that passes the usual field rules, by the field's name. */
const TEXT_BY_NAME: [RegExp, string][] = [
  [/password/i, 'Correct#Horse42battery'],
  [/email/i, 'fuzz@example.test'],
  [/contact|phone/i, '+4920312345'],
  [/zip/i, '47051'],
  [/code/i, '123456'],
];

/** One plain value the schema allows, its refinements (strong password, phone number) included as far as names tell. */
export function exampleValue(s: Schema, name = ''): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum.find((v) => v !== null) ?? null;
  const branch = (s.anyOf ?? s.oneOf)?.[0];
  if (branch) return exampleValue(branch, name);
  switch (s.type) {
    case 'string': {
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T12:00:00.000Z';
      if (s.pattern) return fc.sample(stringValue(s), { numRuns: 1, seed: 1 })[0];
      const text = TEXT_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'Fuzz text';
      return text.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? Infinity);
    }
    case 'integer':
    case 'number':
      return lowerBound(s) ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => (s.items ? exampleValue(s.items, name) : null));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, exampleValue(s.properties?.[key] ?? {}, key)]));
    default:
      return null;
  }
}
