import { execFileSync } from 'node:child_process';
import { API_ROUTE_SCHEMAS, API_ROUTES, type ApiRoute } from '@stagelink/contracts';
import { NOT_DESCRIBED, openApiDocument, type OpenApiDocument } from './openapi-document';
import type { Operation } from './route-operation';

const COOKIE = 'stagelink_session';

/**
 * The validator is an ES module reading its schemas by `import.meta.url`, which Jest's CommonJS
 * cannot load: it runs in a Node process of its own, as it would from its command line.
 */
function validate(document: OpenApiDocument): { valid: boolean; errors?: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const result = await new Validator().validate(JSON.parse(text));
    process.stdout.write(JSON.stringify(result));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(document), cwd: __dirname });
  return JSON.parse(output.toString()) as { valid: boolean; errors?: unknown };
}

const operationOf = (document: OpenApiDocument, route: ApiRoute): Operation | undefined =>
  document.paths[route.path]?.[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];

describe('the OpenAPI document', () => {
  const document = openApiDocument(COOKIE);

  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(validate(document)).toEqual({ valid: true });
    // The check can fail: a response without its description is refused.
    const broken = structuredClone(document);
    delete (broken.paths['/api/health']?.get?.responses['200'] as { description?: string }).description;
    expect(validate(broken).valid).toBe(false);
  });

  it.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('has %s with its access', (_name, route) => {
    const operation = operationOf(document, route);
    expect(operation).toBeDefined();
    expect(operation?.security).toEqual(route.access === 'admin' ? [{ ownerSession: [] }] : []);
    if (route.access === 'admin') expect(operation?.responses['401']).toBeDefined();
    const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
    expect(declared).toEqual([...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  });

  it('names the session cookie the gateway sets', () => {
    expect(document.components.securitySchemes).toEqual({
      ownerSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: COOKIE }),
    });
  });

  it('has every body field with its type, limits and whether it is required', () => {
    const booking = operationOf(document, { method: 'POST', path: '/api/bookings', access: 'visitor', body: 'json' });
    expect(booking?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['serviceType', 'name']),
      additionalProperties: false,
      properties: { name: { type: 'string', maxLength: 255 }, eventDate: { type: 'string', pattern: expect.any(String) } },
    });
    const profile = operationOf(document, { method: 'PUT', path: '/api/profile', access: 'admin', body: 'json' });
    expect(profile?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({ name: expect.any(Object) }),
    });
    const subscribers = operationOf(document, { method: 'GET', path: '/api/admin/subscribers', access: 'admin', body: 'json' });
    expect(subscribers?.parameters.map((parameter) => parameter.name)).toContain('search');
  });

  it('gives an upload its multipart file field', () => {
    const upload = operationOf(document, { method: 'POST', path: '/api/profile/image', access: 'admin', body: 'multipart' });
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({ required: ['image'] });
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '413', '415']));
  });

  it.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`] as const))('has an entry in api-schemas.ts for %s', (key) => {
    expect(API_ROUTE_SCHEMAS[key]).toBeDefined();
  });

  it('lists a route of the table without an entry as not described yet, still a valid document', () => {
    const unlisted: ApiRoute = { method: 'GET', path: '/api/not-described/{id}', access: 'admin', body: 'json' };
    const withIt = openApiDocument(COOKIE, [...API_ROUTES, unlisted]);
    expect(operationOf(withIt, unlisted)).toMatchObject({ tags: [NOT_DESCRIBED], security: [{ ownerSession: [] }] });
    expect(validate(withIt)).toEqual({ valid: true });
  });
});
