/**
 * Inserts the owner's custom head or body markup into the visitor's page, contained
 * (docs/decisions.md, D-87). It is parsed by the browser's own parser into an inert template, apart
 * from the page, so an unclosed `<script>` or `<!--` can only swallow the rest of its own markup.
 * Parsed scripts never run, so each is made again by this code, which the page's policy trusts
 * with what it adds ('strict-dynamic'; a browser without it runs the owner's inline scripts by
 * their hashes, docs/decisions.md, D-193), and the nodes go in one by one in their order, each
 * script that loads a file waited for as the page's parser would.
 */
export async function insertOwnerMarkup(markup: string, into: HTMLElement): Promise<void> {
  if (!markup.trim()) return;
  containDocumentWrite();
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const node of Array.from(template.content.childNodes)) {
    const { insert, scripts } = runnable(node);
    into.appendChild(insert);
    await Promise.all(scripts.filter(fetchesAFile).map(loadedOrFailed));
  }
}

/** The node as it goes in, its scripts (itself, or those inside it) replaced by fresh ones that will run. */
function runnable(node: Node): { insert: Node; scripts: HTMLScriptElement[] } {
  if (node.nodeName === 'SCRIPT') {
    const fresh = freshScript(node as HTMLScriptElement);
    return { insert: fresh, scripts: [fresh] };
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return { insert: node, scripts: [] };
  const scripts = Array.from((node as Element).querySelectorAll('script'), (parsed) => {
    const fresh = freshScript(parsed);
    parsed.replaceWith(fresh);
    return fresh;
  });
  return { insert: node, scripts };
}

function freshScript(parsed: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const { name, value } of Array.from(parsed.attributes)) script.setAttribute(name, value);
  // In order, as written: a file the next script relies on is there before it runs.
  if (parsed.src && !parsed.hasAttribute('async')) script.async = false;
  script.text = parsed.text;
  return script;
}

/** Script types a browser runs: any other (data, templates) is never fetched, so no load would come. */
const RUNNABLE_TYPE = /^(module|(text|application)\/(x-)?(java|ecma|j)script)?$/i;

function fetchesAFile(script: HTMLScriptElement): boolean {
  return script.src !== '' && !script.noModule && RUNNABLE_TYPE.test(script.type.trim());
}

function loadedOrFailed(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Old snippets call `document.write`, which, once the page has loaded, would throw the whole page
 * away for what it writes. On this page it adds what it writes at the end of the body instead.
 */
function containDocumentWrite(): void {
  if (Object.prototype.hasOwnProperty.call(document, 'write')) return;
  const write = (...markup: string[]) => void insertOwnerMarkup(markup.join(''), document.body);
  Object.defineProperty(document, 'write', { value: write, configurable: true });
  Object.defineProperty(document, 'writeln', { value: (...markup: string[]) => write(...markup, '\n'), configurable: true });
}
