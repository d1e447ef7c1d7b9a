import { Fragment, type ReactNode } from 'react';
import { parseMarkdownSubset, type MarkdownNode } from '@/lib/markdown-subset';

/**
 * A text section's words with the Markdown subset drawn (docs/decisions.md, D-110): bold,
 * italic and bare links, which open in a new tab and pass no credit or referrer rights.
 * React escapes every text node, so nothing the owner writes becomes markup.
 */
export function RichText({ source }: { source: string }) {
  return <>{parseMarkdownSubset(source).map(drawNode)}</>;
}

function drawNode(node: MarkdownNode, index: number): ReactNode {
  switch (node.kind) {
    case 'text':
      return <Fragment key={index}>{node.text}</Fragment>;
    case 'strong':
      return <strong key={index}>{node.children.map(drawNode)}</strong>;
    case 'em':
      return <em key={index}>{node.children.map(drawNode)}</em>;
    case 'link':
      return (
        <a key={index} href={node.href} target="_blank" rel="noopener nofollow ugc" className="break-words underline underline-offset-2">
          {node.href}
        </a>
      );
  }
}
