import envSchema from 'env-schema';

/**
 * Every server's settings come from its environment through one typed
 * schema (docs/decisions/080): JSON Schema, which env-schema (Ajv) checks,
 * converts and fills with the defaults, and from which docs/configuration.md
 * is written. A value that cannot be right is named, with the variable, in
 * one message for all of them; an empty value counts as unset.
 */

/** One environment variable: its JSON Schema, and what the documentation says of it. */
export interface Variable {
  type: 'string' | 'integer' | 'boolean';
  /** The meaning column of docs/configuration.md. */
  description: string;
  /** The server does not start without it. */
  required?: true;
  default?: string | number | boolean;
  /** The default in the documentation when it is computed, or there is none (`none: …`). */
  documentedDefault?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  /** A regular expression the whole value must match (a `string`). */
  pattern?: string;
  /** What a value must be when it does not match `pattern`, for the message (`an http(s):// address`). */
  patternMeans?: string;
  /** A comma-separated list, read as its items (empty ones dropped); `itemEnum`: the items allowed. */
  list?: true;
  itemEnum?: readonly string[];
}

export type Schema = Readonly<Record<string, Variable>>;
export type Env = Readonly<Record<string, string | undefined>>;

type ValueOf<V extends Variable> = V extends { list: true }
  ? V extends { itemEnum: readonly (infer E)[] }
    ? E[]
    : string[]
  : V extends { enum: readonly (infer E)[] }
    ? E
    : V['type'] extends 'integer'
      ? number
      : V['type'] extends 'boolean'
        ? boolean
        : string;

/** The settings a schema gives: a variable with a default (or a list) always has a value. */
export type SettingsOf<S extends Schema> = {
  -readonly [K in keyof S]: S[K] extends { default: unknown } | { list: true } | { required: true }
    ? ValueOf<S[K]>
    : ValueOf<S[K]> | undefined;
};

/** Settings that cannot be right: each problem names its variable. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'SettingsError';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The JSON Schema env-schema checks, made once per schema (Ajv compiles it once). */
const jsonSchemas = new WeakMap<Schema, object>();

function jsonSchemaOf(schema: Schema): object {
  const known = jsonSchemas.get(schema);
  if (known) return known;
  const properties = Object.fromEntries(
    Object.entries(schema).map(([name, variable]) => {
      const items = variable.itemEnum?.map(escapeRegExp).join('|');
      const pattern = items ? `^\\s*(${items})?\\s*(,\\s*(${items})?\\s*)*$` : variable.pattern;
      return [
        name,
        {
          type: variable.type,
          ...(variable.default === undefined ? {} : { default: variable.default }),
          ...(variable.minimum === undefined ? {} : { minimum: variable.minimum }),
          ...(variable.maximum === undefined ? {} : { maximum: variable.maximum }),
          ...(variable.enum ? { enum: [...variable.enum] } : {}),
          ...(pattern ? { pattern } : {}),
          description: variable.description,
        },
      ];
    }),
  );
  const required = Object.keys(schema).filter((name) => schema[name]?.required);
  const json = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  jsonSchemas.set(schema, json);
  return json;
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The message for a variable whose value the schema refused. */
function problemOf(name: string, variable: Variable, raw: string): string {
  const given = JSON.stringify(raw);
  if (variable.type === 'integer') {
    const range =
      variable.maximum === undefined
        ? `of at least ${variable.minimum ?? 0}`
        : `from ${variable.minimum ?? 0} to ${variable.maximum}`;
    return `${name} must be a whole number ${range}, not ${given}`;
  }
  if (variable.enum) return `${name} must be one of ${variable.enum.join(', ')}, not ${given}`;
  if (variable.itemEnum) {
    const wrong = listOf(raw).find((item) => !variable.itemEnum?.includes(item)) ?? raw;
    return `${name} takes ${variable.itemEnum.join(', ')}, not ${JSON.stringify(wrong)}`;
  }
  if (variable.type === 'boolean') return `${name} must be true or false, not ${given}`;
  // A pattern's value is not repeated: an address may hold a password.
  return `${name} must be ${variable.patternMeans ?? `a value matching ${variable.pattern}`}`;
}

/**
 * The settings `schema` reads from `env`, and a problem for each variable
 * whose value cannot be right (that one then at its default). Only the
 * schema's own variables are read.
 */
export function parseSettings<const S extends Schema>(
  schema: S,
  env: Env,
): { settings: SettingsOf<S>; problems: string[] } {
  const data: Record<string, string> = {};
  for (const name of Object.keys(schema)) {
    const value = env[name];
    if (value !== undefined && value !== '') data[name] = value;
  }
  const problems: string[] = [];
  let read: Record<string, unknown>;
  try {
    read = envSchema({ schema: jsonSchemaOf(schema), data: { ...data }, env: false });
  } catch (error) {
    type AjvError = { instancePath: string; keyword: string; params: { missingProperty?: string } };
    const errors = (error as { errors?: AjvError[] }).errors ?? [];
    const missing = errors.flatMap((each) => (each.keyword === 'required' ? [each.params.missingProperty ?? ''] : []));
    const refused = new Set(
      errors.filter((each) => each.keyword !== 'required').map((each) => each.instancePath.slice(1)),
    );
    for (const name of Object.keys(schema)) {
      const variable = schema[name] as Variable;
      if (missing.includes(name)) problems.push(`${name} is missing: ${variable.description}`);
      else if (refused.has(name)) problems.push(problemOf(name, variable, data[name] ?? ''));
    }
    // The rest, read again without what was refused; what is missing stays missing.
    const kept = Object.fromEntries(Object.entries(data).filter(([name]) => !refused.has(name)));
    read = envSchema({ schema: { ...jsonSchemaOf(schema), required: [] }, data: kept, env: false });
  }
  // Every variable is there: a list as its items, an unset one without a default as undefined.
  for (const [name, variable] of Object.entries(schema))
    if (variable.list) read[name] = typeof read[name] === 'string' ? listOf(read[name]) : [];
    else if (!(name in read)) read[name] = undefined;
  return { settings: read as SettingsOf<S>, problems };
}

/** The settings `schema` reads from `env`; throws a SettingsError naming each variable that cannot be right. */
export function readSettings<const S extends Schema>(schema: S, env: Env): SettingsOf<S> {
  const { settings, problems } = parseSettings(schema, env);
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}

/**
 * A server's settings, or (they cannot be right) a line naming each
 * variable and the exit code EX_CONFIG (78): a supervisor does not start it
 * again and again with the same mistake.
 */
export function settingsOrExit<T>(server: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(`${server} cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(78);
  }
}
