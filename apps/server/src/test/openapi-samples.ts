// Requests from an OpenAPI document: values its schemas accept, and the places to break them.
// bad-input.test.ts builds its malformed requests from these.
import fc from 'fast-check';

/** Fixed, so the generated requests are the same on every run. */
export const SEED = 20_240_531;

/** A JSON schema as @fastify/swagger writes it (OpenAPI 3.0 flavour). */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  additionalProperties?: boolean | Schema;
}
export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema | string;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A distinct client address per request number. */
export function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Percent-encodes a path value; a lone surrogate goes as the invalid UTF-8 a client could send. */
export function encodePathValue(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

export function schemaOf(p: Parameter): Schema {
  return typeof p.schema === 'object' && p.schema ? p.schema : {};
}

export function typesOf(schema: Schema): Set<string> {
  const out = new Set<string>();
  const add = (s: Schema) => {
    for (const t of [s.type ?? []].flat()) out.add(t);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) add(sub);
    if (s.properties) out.add('object');
  };
  add(schema);
  return out;
}

/** Every node of a schema alongside the sample value at that place. */
export function* walk(
  schema: Schema,
  value: Json | undefined,
  path: (string | number)[],
): Generator<{ path: (string | number)[]; schema: Schema; value: Json | undefined }> {
  yield { path, schema, value };
  const merged = mergeObject(schema);
  if (merged.properties) {
    for (const [key, sub] of Object.entries(merged.properties)) {
      const child =
        value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
      yield* walk(sub, child, [...path, key]);
    }
  }
  const items = schema.items ?? schema.anyOf?.find((s) => s.items)?.items;
  if (items && Array.isArray(value) && value.length > 0) yield* walk(items, value[0], [...path, 0]);
}

/** An object schema with the properties of its allOf / anyOf branches folded in. */
export function mergeObject(schema: Schema): Schema {
  const parts = [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? [])].filter(
    (s) => s.properties,
  );
  if (parts.length === 0) return schema;
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((s) => s.properties)),
    required: parts.flatMap((s) => s.required ?? []),
  };
}

let emailCounter = 0;
/** A value the schema accepts, as near as the document lets us tell. */
export function sample(schema: Schema, name: string): Json {
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum?.length) return schema.enum[0] as Json;
  if (schema.default !== undefined) return schema.default as Json;
  const merged = mergeObject(schema);
  if (merged.properties) {
    return Object.fromEntries(
      Object.entries(merged.properties).map(([key, sub]) => [key, sample(sub, key)]),
    );
  }
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) {
    const useful =
      branch.find((s) => s.type !== 'null' && !(s.enum && s.enum[0] === '')) ?? branch[0];
    return sample(useful as Schema, name);
  }
  const type = [schema.type ?? 'string'].flat()[0];
  if (type === 'integer' || type === 'number')
    return name === 'score' ? 3 : Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'array') {
    const item = schema.items ? sample(schema.items, name) : 1;
    return Array(Math.max(1, schema.minItems ?? 1)).fill(item);
  }
  if (type === 'object') return {};
  return sampleString(schema, name);
}

export function sampleString(schema: Schema, name: string): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.pattern) {
    return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
      seed: SEED,
      numRuns: 1,
    })[0] as string;
  }
  if (/email|username|switch_user/i.test(name)) {
    emailCounter += 1;
    return `bad.input.${emailCounter}@example.com`;
  }
  if (/password/i.test(name)) return 'correct-horse-battery';
  if (name === 'dob') return '1990-05-17T00:00:00.000Z';
  if (name === 'countryCode') return 'GB';
  return 'Ada';
}

/** A copy of `root` with the value at `path` replaced, or removed when `value` is undefined. */
export function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value === undefined ? null : value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: Json = Array.isArray(root) ? [...root] : { ...(root as Record<string, Json>) };
  const child = (copy as Record<string | number, Json>)[head] as Json;
  const next = rest.length === 0 ? value : setAt(child ?? {}, rest, value);
  if (next === undefined) delete (copy as Record<string | number, Json>)[head];
  else (copy as Record<string | number, Json>)[head] = next;
  return copy;
}
