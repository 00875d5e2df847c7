import { z } from 'zod'

import { type Endpoint, endpoints } from './contract'

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [key: string]: unknown }

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** Query parameters in the bracket syntax the API reads: `filters[published]`, `filters[tags][]`. */
function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return []
  const walk = (node: JsonSchema, prefix: string): object[] =>
    Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
      const name = prefix ? `${prefix}[${key}]` : key
      if (child.type === 'object' && child.properties) return walk(child, name)
      return [{ name, in: 'query', required: false, schema: child }]
    })
  return walk(toJsonSchema(schema), '')
}

/** One parameter per `{name}` of the path template, typed by the schema's property of that name (a catch-all's segments are strings). */
function pathParameters(path: string, schema: z.ZodType | undefined) {
  const properties = schema ? (toJsonSchema(schema).properties ?? {}) : {}
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: properties[name!] ?? { type: 'string' } }))
}

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        status: { type: 'integer' },
        message: { type: 'string' },
        details: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
}

function operation(operationId: string, endpoint: Endpoint) {
  const errors: Record<string, object> = {
    '400': {
      description: 'Bad input: the message and details name each parameter at fault.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  }
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })
  if (endpoint.staff) errors['401'] = error('No valid staff token.')
  if (endpoint.capability) errors['403'] = error(`A staff member without the ${endpoint.capability} capability.`)
  if (endpoint.maxBody) errors['413'] = error(endpoint.maxBody.message)
  return {
    operationId,
    summary: endpoint.summary,
    tags: [endpoint.group],
    security: endpoint.staff ? [{ bearer: [] }] : [],
    parameters: [
      ...pathParameters(endpoint.path, endpoint.params),
      ...queryParameters(endpoint.query),
      { name: 'X-Area', in: 'header', required: false, schema: { type: 'string', enum: ['FO', 'all'], default: 'FO' } },
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { [endpoint.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: toJsonSchema(endpoint.body) } },
          },
        }
      : {}),
    responses: { [{ GET: '200', DELETE: '204', POST: '201' }[endpoint.method]]: { description: endpoint.returns }, ...errors },
  }
}

/** The OpenAPI 3.1 document of /api/v1 served at `origin`, built from the same schemas the handlers parse with. */
export function buildOpenApi(origin: string) {
  const paths: Record<string, Record<string, object>> = {}
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(name, endpoint) }
  }
  return {
    openapi: '3.1.0',
    servers: [{ url: origin }],
    info: {
      title: 'College website content API',
      version: '1',
      description:
        'Lists answer the envelope { items, total, currentPage, nrOfPages, pages, links }. Filters use filters[name]=value, operators as a second key, several values by repeating filters[name][]=. Errors answer { error: { status, message, details } }.',
    },
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A staff token from POST /api/users/login; one week of life.' } },
    },
  }
}
