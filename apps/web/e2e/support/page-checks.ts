import type { Page } from '@playwright/test';

/**
 * Checks that look at the rendered page, as a visitor's eyes and thumb meet it: what they
 * return is a list of problems, each naming the element, so an assertion on `[]` says what
 * is wrong. Each runs inside the page on what is on screen at that moment.
 */

/** Every control a thumb or the keyboard uses. */
// A tab panel is in the tab order so a keyboard reaches its content; nobody taps it (D-202).
const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=menuitemradio], [role=menuitem], [tabindex]:not([tabindex="-1"]):not([role=tabpanel])';

/** Where the checks look: the open dialog when there is one, else the whole page. */
const DIALOG = '[role=dialog], [role=alertdialog]';

export const MIN_TAP_TARGET_PX = 44;
export const MIN_TEXT_CONTRAST = 4.5;

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}[${(element.getAttribute('data-testid') ?? element.className.toString()).slice(0, 60)}]`;
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
    return [`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`, ...wide.slice(0, 5).map(describe)];
  });
}

/**
 * Controls smaller than 44 × 44 CSS px (WCAG 2.5.5), in the open dialog or else `within` the
 * page (a selector; the whole page by default). A
 * control drawn small whose absolutely placed ::before widens what a tap reaches (the
 * switch's track) is measured by that reach.
 */
export async function smallTapTargets(page: Page, { within = 'body' }: { within?: string } = {}): Promise<string[]> {
  return page.evaluate(
    ({ controls, dialog, min, within }) => {
      const scope = document.querySelector(dialog) ?? document.querySelector(within) ?? document.body;
      const reach = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const before = getComputedStyle(element, '::before');
        if (before.content === 'none' || before.position !== 'absolute') return box;
        const inset = (side: string) => Math.min(0, parseFloat(side) || 0);
        const [top, right, bottom, left] = [before.top, before.right, before.bottom, before.left].map(inset) as [
          number,
          number,
          number,
          number,
        ];
        return new DOMRect(box.x + left, box.y + top, box.width - left - right, box.height - top - bottom);
      };
      // A form's mirror of a custom control (Radix Select's native <select>) is hidden from
      // assistive technology and out of the tab order: nobody reaches it, so it has no size to check.
      const mirror = (element: HTMLElement) => element.closest('[aria-hidden=true]') !== null && element.tabIndex < 0;
      return [...scope.querySelectorAll<HTMLElement>(controls)]
        .filter((element) => !mirror(element) && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map((element) => ({ element, box: reach(element) }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < min - 0.5 || box.height < min - 0.5))
        .map(
          ({ element, box }) =>
            `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" is ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    },
    { controls: CONTROLS, dialog: DIALOG, min: MIN_TAP_TARGET_PX, within },
  );
}

/**
 * Controls another element covers: each control wholly on screen (outside the top and bottom
 * bars, for the page's own content) must be what a tap at its middle and around it reaches.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ controls, dialog }) => {
      const open = document.querySelector(dialog);
      const scope = open ?? document.body;
      const bars = open ? [] : [...document.querySelectorAll('[data-testid=top-bar], [data-testid=bottom-bar]')];
      const top = Math.max(
        0,
        ...bars.filter((bar) => bar.getBoundingClientRect().top <= 0).map((bar) => bar.getBoundingClientRect().bottom),
      );
      const bottom = Math.min(
        window.innerHeight,
        ...bars.filter((bar) => bar.getBoundingClientRect().top > 0).map((bar) => bar.getBoundingClientRect().top),
      );
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('data-testid') ?? '').trim().slice(0, 40)}"`;
      const problems: string[] = [];
      for (const element of scope.querySelectorAll<HTMLElement>(controls)) {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const inBar = bars.some((bar) => bar.contains(element));
        const [from, to] = inBar ? [0, window.innerHeight] : [top, bottom];
        if (box.top < from - 0.5 || box.bottom > to + 0.5 || box.left < -0.5 || box.right > window.innerWidth + 0.5) continue;
        for (const [x, y] of [
          [0.5, 0.5],
          [0.25, 0.5],
          [0.75, 0.5],
          [0.5, 0.25],
          [0.5, 0.75],
        ] as const) {
          const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
          if (hit && (hit === element || element.contains(hit))) continue;
          problems.push(`${name(element)} is covered by ${hit ? name(hit) : 'nothing on screen'}`);
          break;
        }
      }
      return problems;
    },
    { controls: CONTROLS, dialog: DIALOG },
  );
}

/**
 * Text of buttons and links whose contrast with what is painted behind it is under 4.5:1
 * (WCAG 1.4.3). The background is found at the text itself, through every layer down to an
 * opaque one; a gradient counts by its worst colour stop. Disabled controls are exempt, and so
 * are the decorative shapes that drift across the themed background.
 */
export async function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ dialog, min }) => {
      type Rgba = [number, number, number, number];
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return ['no canvas to read colours with'];
      // The browser itself turns any CSS colour (oklch, color-mix, rgb) into sRGB.
      const rgba = (color: string): Rgba => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = '#000';
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
      const luminance = ([r, g, b]: Rgba) =>
        [r, g, b]
          .map((channel) => channel / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
      const ratio = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      };
      const COLOR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*(?:\([^()]*\)[^()]*)*\)|#[0-9a-f]{3,8}\b/gi;
      /** The colours an element paints behind its children: its background colour, or each stop of its gradient. */
      const layer = (element: Element): Rgba[] => {
        const style = getComputedStyle(element);
        const stops = style.backgroundImage.includes('gradient') ? (style.backgroundImage.match(COLOR) ?? []).map(rgba) : [];
        const color = rgba(style.backgroundColor);
        if (stops.length > 0) return stops.map((stop) => (color[3] > 0 ? over(stop, color) : stop));
        return color[3] > 0 ? [color] : [];
      };
      const decorative = (element: Element) =>
        element.closest('[data-testid=themed-background]') !== null && element.getAttribute('data-testid') !== 'themed-background';
      // The root's and the body's backgrounds paint the canvas, under everything else, even the fixed background.
      const root = [document.documentElement, document.body].map((element) => rgba(getComputedStyle(element).backgroundColor));
      const canvasColor = root.find((color) => color[3] > 0) ?? ([255, 255, 255, 1] as Rgba);

      const scope = document.querySelector(dialog) ?? document.body;
      const problems: string[] = [];
      for (const control of scope.querySelectorAll<HTMLElement>('button, a[href], [role=button], [role=menuitemradio]')) {
        if (
          control.matches(':disabled, [aria-disabled=true]') ||
          !control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
        )
          continue;
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const holder = node.parentElement;
          if (!holder || !node.textContent?.trim() || holder.closest('[aria-hidden=true]')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          // The part of the text the control shows (a scrolling text runs past its edges).
          const clip = control.getBoundingClientRect();
          const box = [...range.getClientRects()]
            .map(
              (rect) =>
                new DOMRect(
                  Math.max(rect.left, clip.left),
                  rect.top,
                  Math.min(rect.right, clip.right) - Math.max(rect.left, clip.left),
                  rect.height,
                ),
            )
            .find((rect) => rect.width > 1 && rect.height > 1);
          // Nothing shown, or text for screen readers only (clipped to a pixel).
          if (!box) continue;
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          // What is painted there, from the text down to the first opaque layer.
          const stack = document
            .elementsFromPoint(x, y)
            .filter((element) => !decorative(element) && element !== document.documentElement && element !== document.body);
          const start = Math.max(0, stack.indexOf(holder));
          const layers: Rgba[][] = [];
          for (const element of stack.slice(start)) {
            const colors = layer(element);
            if (colors.length === 0) continue;
            layers.push(colors);
            if (colors.every((color) => color[3] >= 1)) break;
          }
          let backgrounds: Rgba[] = [canvasColor];
          for (const colors of layers.reverse()) backgrounds = backgrounds.flatMap((below) => colors.map((color) => over(color, below)));
          let text = rgba(getComputedStyle(holder).color);
          for (let element: HTMLElement | null = holder; element && control.contains(element); element = element.parentElement) {
            text = [text[0], text[1], text[2], text[3] * Number(getComputedStyle(element).opacity)];
          }
          const worst = Math.min(...backgrounds.map((background) => ratio(over(text, background), background)));
          if (worst < min) problems.push(`"${node.textContent.trim().slice(0, 40)}" has ${worst.toFixed(2)}:1`);
        }
      }
      return problems;
    },
    { dialog: DIALOG, min: MIN_TEXT_CONTRAST },
  );
}

/** Every check of what is on screen now. */
export async function screenProblems(page: Page): Promise<string[]> {
  return [
    ...(await horizontalOverflow(page)),
    ...(await smallTapTargets(page)),
    ...(await coveredControls(page)),
    ...(await lowContrastText(page)),
  ];
}

/**
 * The page walked from top to bottom, half a screen at a time, with the checks run at every
 * stop: what the fixed bars and pinned buttons cover changes as the content scrolls under them.
 */
export async function problemsWhileScrolling(page: Page): Promise<string[]> {
  // Each problem once, with where it was first seen.
  const problems = new Map<string, number>();
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight - window.innerHeight,
    step: Math.floor(window.innerHeight / 2),
  }));
  for (let y = 0; ; y = Math.min(height, y + step)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Let the page answer the scroll (the mini avatar appears past 300 px).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await screenProblems(page)) if (!problems.has(problem)) problems.set(problem, y);
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...problems].map(([problem, y]) => `scrolled ${y}px: ${problem}`);
}

/** How far an input's placeholder runs past its content box, in CSS px (0 or less: it fits). */
export function placeholderOverflow(input: HTMLInputElement): number {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(input.placeholder).width - room;
}
