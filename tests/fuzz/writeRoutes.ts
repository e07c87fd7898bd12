import type { JsonSchema } from './schemaArbitrary.ts';

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface WriteRoute {
  method: string;
  /** OpenAPI template, e.g. /v1/promo/{id}. */
  path: string;
  params: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  /** `security: []` in the document: the route answers without a session (sign-in, public forms). */
  isPublic: boolean;
}

export const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

/** Every POST/PUT/PATCH/DELETE route the server documents, in the document's order. */
export async function writeRoutesOf(baseUrl: string): Promise<WriteRoute[]> {
  const res = await fetch(`${baseUrl}/v1/openapi.json`);
  if (!res.ok) throw new Error(`GET /v1/openapi.json answered ${res.status}`);
  return writeRoutesIn((await res.json()) as OpenApiDocument);
}

export function writeRoutesIn(doc: OpenApiDocument): WriteRoute[] {
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!WRITE_METHODS.includes(method)) continue;
      routes.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return routes;
}
