/** The operations of /openapi.json, read into what the fuzzer needs to build requests. */

/** The part of JSON Schema that @fastify/swagger writes from our zod contract. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Param {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI template, e.g. /properties/{id}. */
  path: string;
  /** "GET /properties/{id}": how failures and FUZZ_ONLY name it. */
  key: string;
  params: Param[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  bodyRequired: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Param[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(document: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const upper = method.toUpperCase();
      ops.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        params: (op.parameters ?? []).map((p) => ({ ...p, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema,
        bodyRequired: op.requestBody?.required ?? false,
      });
    }
  }
  return ops;
}

/** The Fastify route URL of an OpenAPI path (/properties/{id} → /properties/:id). */
export const routeUrlOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
