/**
 * The Markdown a text section may use, and nothing else (docs/decisions.md, D-110):
 * `**bold**`, `*italic*` and bare http(s) links. The owner's text is never read as HTML;
 * every other character, `<b>` and `[a](b)` included, stays plain text. The parser answers
 * plain nodes, so the server's rendering and the browser's draw the same elements.
 */
export type MarkdownNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: MarkdownNode[] }
  | { kind: 'em'; children: MarkdownNode[] }
  | { kind: 'link'; href: string };

type Rule = 'link' | 'strong' | 'em';

const PATTERNS: Record<Rule, RegExp> = {
  link: /https?:\/\/[^\s<>"'`]+/,
  // Markers hug their words, as CommonMark's flanking rule asks: `2 * 3 * 4` is no emphasis.
  strong: /\*\*(?=\S)([\s\S]+?)(?<=\S)\*\*/,
  em: /\*(?=[^\s*])([^*]+?)(?<=\S)\*/,
};

// A sentence's full stop or a closing bracket after a link is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export function parseMarkdownSubset(source: string, rules: readonly Rule[] = ['link', 'strong', 'em']): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let rest = source;
  while (rest) {
    const next = earliestMatch(rest, rules);
    if (!next) break;
    const { rule, match } = next;
    if (match.index > 0) nodes.push({ kind: 'text', text: rest.slice(0, match.index) });
    let consumed = match[0].length;
    if (rule === 'link') {
      const href = match[0].replace(TRAILING_PUNCTUATION, '');
      consumed = href.length;
      nodes.push(isHttpLink(href) ? { kind: 'link', href } : { kind: 'text', text: href });
    } else {
      // Inside bold, italics and links; inside italics, links: no marker nests in itself.
      const inner = rules.filter((other) => other !== rule && (rule === 'strong' || other === 'link'));
      nodes.push({ kind: rule, children: parseMarkdownSubset(match[1] ?? '', inner) });
    }
    rest = rest.slice(match.index + consumed);
  }
  if (rest) nodes.push({ kind: 'text', text: rest });
  return mergeText(nodes);
}

function earliestMatch(text: string, rules: readonly Rule[]): { rule: Rule; match: RegExpExecArray } | null {
  let best: { rule: Rule; match: RegExpExecArray } | null = null;
  for (const rule of rules) {
    const match = PATTERNS[rule].exec(text);
    // At the same place, the longer marker wins (`**` before `*`); rules are listed in that order.
    if (match && (!best || match.index < best.match.index)) best = { rule, match };
  }
  return best;
}

function isHttpLink(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function mergeText(nodes: MarkdownNode[]): MarkdownNode[] {
  return nodes.reduce<MarkdownNode[]>((merged, node) => {
    const last = merged[merged.length - 1];
    if (node.kind === 'text' && last?.kind === 'text') last.text += node.text;
    else merged.push(node);
    return merged;
  }, []);
}
