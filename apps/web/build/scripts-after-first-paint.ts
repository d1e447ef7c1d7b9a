import type { Plugin, Rollup } from 'vite';
import { HYDRATION_START_EVENT } from '../src/lib/early-taps';
import { INTERACTIVE_MARK } from '../src/lib/interactive-mark';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type PluginContext = Rollup.PluginContext;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The public page's own modules: what they load later is what a visitor may need next. */
const PUBLIC_PAGE_MODULE = /\/src\/(features\/profile\/|app\/app\.tsx$)/;
/**
 * The consent banner and the trackers' loader: needed at once on a page with trackers, and never
 * on one without, so no visitor prefetches them (docs/decisions.md, D-88).
 */
const TRACKERS_ONLY_MODULE = /\/src\/features\/profile\/tracking\//;

/**
 * Moves the build's module script and its preloads out of the HTML into a small loader that
 * asks for them once the first frame is painted. The page arrives rendered by the server, so
 * a visitor reads it from the HTML and the CSS alone; fetching, compiling and hydrating the
 * app then happens beside what is already on screen instead of in front of it. Once the page
 * has loaded and the browser is idle, a server-rendered page also prefetches the files of the
 * parts it loads later (dialogs, menu, carousel, toasts), so running them after the visitor's
 * first touch needs no network (docs/decisions.md, D-72). The loader sits at the end of the
 * body, so the root element and the initial state are parsed before the app can run. The gateway
 * allows it by its hash; what it adds runs from this site, or by `'strict-dynamic'` on a page with
 * trackers (docs/decisions.md, D-193).
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'stagelink-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry || !bundle) throw new Error('scripts-after-first-paint: the build has no module entry script');
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
        const firstLoad = new Set([entry, ...preloads]);
        const later = laterFiles(this as unknown as PluginContext, bundle).filter((file) => !firstLoad.has(file));
        const loader = `<script>${loaderSource(entry, preloads, later)}</script>`;
        return html.replace(ENTRY, '').replace(PRELOAD, '').replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

/** The files of every chunk the public page's modules import dynamically, with what they import. */
function laterFiles(context: PluginContext, bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const chunkOf = (moduleId: string) => chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  const files = new Set<string>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((file) => add(chunks.find((each) => each.fileName === file)));
  };
  for (const id of context.getModuleIds()) {
    if (!PUBLIC_PAGE_MODULE.test(id)) continue;
    context
      .getModuleInfo(id)
      ?.dynamicallyImportedIds.filter((imported) => !TRACKERS_ONLY_MODULE.test(imported))
      .forEach((imported) => add(chunkOf(imported)));
  }
  return [...files].map((file) => `/${file}`);
}

function loaderSource(entry: string, preloads: string[], later: string[]): string {
  return `(function () {
  var rendered = document.getElementById('root').firstElementChild !== null;
  function add(tag, props) {
    var element = Object.assign(document.createElement(tag), props, { crossOrigin: '' });
    document.head.appendChild(element);
  }
  function load() {
    ${JSON.stringify(preloads)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: ${JSON.stringify(entry)} });
  }
  var idle = window.requestIdleCallback || function (run) { return setTimeout(run, 50); };
  var later = ${JSON.stringify(later)};
  // Two links per idle moment: all at once, or as many as an idle period (up to 50 ms) allows,
  // they made tasks a slow phone feels as a page that does not answer.
  function prefetch() {
    later.splice(0, 2).forEach(function (href) { add('link', { rel: 'prefetch', as: 'script', href: href }); });
    if (later.length > 0) idle(prefetch);
  }
  // A page opened in a background tab paints nothing, and a frame may never come: load at once.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load); });
  if (rendered && later.length > 0) addEventListener('load', function () { idle(prefetch); });
  // The last button tapped before hydration starts is tapped again once the page answers (D-85).
  if (rendered && window.PerformanceObserver) {
    var tapped = null;
    var keep = function (event) { tapped = event.target.closest ? event.target.closest('button') : null; };
    document.addEventListener('click', keep, true);
    document.addEventListener(${JSON.stringify(HYDRATION_START_EVENT)}, function () {
      document.removeEventListener('click', keep, true);
    }, { once: true });
    new PerformanceObserver(function (marks, observer) {
      if (marks.getEntriesByName(${JSON.stringify(INTERACTIVE_MARK)}).length === 0) return;
      observer.disconnect();
      if (tapped && tapped.isConnected && !tapped.disabled) tapped.click();
    }).observe({ type: 'mark' });
  }
})();`;
}
