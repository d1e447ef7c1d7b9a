import { escapeHtml } from '@stagelink/nest-kit';
import type { OpenApiDocument } from './openapi-document';
import type { JsonSchema, Operation, Parameter } from './route-operation';
import { fieldsOf, rulesOf, typeOf, type FieldRow } from './schema-fields';

/** Readable on a phone: one column, and on a narrow screen each table row as a small block of labelled lines. No script, no outside file (the CSP allows neither). */
const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f6f6f7}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:1px solid #ccc}
h3{font-size:1rem;margin:0;word-break:break-all}h4{font-size:.9rem;margin:.75rem 0 .25rem}
article{background:#fff;border:1px solid #ddd;border-radius:8px;padding:.75rem;margin:.75rem 0}
.method{display:inline-block;min-width:3.5rem;font-weight:700;color:#0b4f8a}
.who{font-size:.85rem;color:#444;margin:.25rem 0}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:.85rem;width:100%}
th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #eee}
code{font-size:.85em;overflow-wrap:anywhere}
@media (max-width:40rem){thead{display:none}tr{display:block;padding:.4rem 0;border-bottom:1px solid #eee}
td{display:block;border:0;padding:.1rem .25rem}td:not(:first-child)::before{content:attr(data-label) ": ";font-weight:600}td:empty{display:none}td:first-child code{font-weight:600}}nav ul{padding-left:1.25rem}a{color:#0b4f8a}
`;

const METHODS = ['get', 'post', 'put', 'delete'] as const;
type Entry = { method: string; path: string; operation: Operation };

const anchorOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function table(caption: string, headings: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const cellsOf = (cells: string[]) =>
    cells.map((cell, index) => `<td data-label="${escapeHtml(headings[index] ?? '')}">${cell}</td>`).join('');
  const body = rows.map((cells) => `<tr>${cellsOf(cells)}</tr>`).join('');
  // Focusable, so that a keyboard can scroll a table wider than the screen.
  return `<h4>${escapeHtml(caption)}</h4><div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

const fieldCells = (field: FieldRow): string[] => [
  `<code>${escapeHtml(field.name)}</code>`,
  escapeHtml(field.type),
  field.required ? 'yes' : 'no',
  escapeHtml(field.rules),
];

function parametersOf(parameters: Parameter[]): string {
  const rows = parameters.map((parameter) =>
    fieldCells({
      name: `${parameter.name} (${parameter.in})`,
      type: typeOf(parameter.schema),
      required: parameter.required,
      rules: [rulesOf(parameter.schema), parameter.description ?? ''].filter(Boolean).join('; '),
    }),
  );
  return table('Parameters', ['Name', 'Type', 'Required', 'Rules'], rows);
}

function bodyOf(operation: Operation): string {
  const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType || !content) return '';
  const fields = fieldsOf(content.schema);
  const caption = `Body (${mediaType})`;
  if (fields.length === 0) return `<h4>${escapeHtml(caption)}</h4><p>${escapeHtml(typeOf(content.schema))}</p>`;
  return table(caption, ['Field', 'Type', 'Required', 'Rules'], fields.map(fieldCells));
}

function answersOf(operation: Operation): string {
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
    const schema: JsonSchema = content?.schema ?? {};
    const shape = typeof schema.title === 'string' ? schema.title : schema.$ref ? '{ statusCode, error, message }' : (mediaType ?? '');
    return [escapeHtml(status), escapeHtml(response.description), `<code>${escapeHtml(shape)}</code>`];
  });
  return table('Answers', ['Status', 'When', 'Body'], rows);
}

function operationHtml({ method, path, operation }: Entry): string {
  const who = operation.security.length > 0 ? 'The owner only (session cookie)' : 'Anyone';
  return `<article id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p><p class="who">Who may call it: ${who}</p>
${parametersOf(operation.parameters)}${bodyOf(operation)}${answersOf(operation)}
</article>`;
}

/**
 * The owner's page of the API contract (`GET /api/docs`, docs/decisions.md D-143): every route
 * of the OpenAPI document by area, rendered once at boot from the same document.
 */
export function docsPage(document: OpenApiDocument): string {
  const byArea = new Map<string, Entry[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) byArea.get(operation.tags[0] ?? '')?.push({ method, path, operation });
    }
  }
  const contents = [...byArea.keys()].map((area) => `<li><a href="#${anchorOf(area)}">${escapeHtml(area)}</a></li>`).join('');
  const areas = [...byArea]
    .map(
      ([area, entries]) => `<section><h2 id="${anchorOf(area)}">${escapeHtml(area)}</h2>${entries.map(operationHtml).join('')}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><main><p><a href="/admin">Back to the panel</a></p>
<h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>The same contract as a machine reads it: <a href="/api/openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).
Every error answer is JSON: <code>{ statusCode, error, message }</code>.</p>
<nav aria-label="Areas"><ul>${contents}</ul></nav>${areas}</main></body></html>`;
}
