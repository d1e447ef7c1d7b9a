import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { MODAL_BUTTON_COLORS } from '@stagelink/contracts';
import { modalButtonColor } from '@/components/booking/modal-button-colors';
import { buttonVariants } from './button-variants';
import { inputVariants } from './input-variants';
import { skeletonVariants } from './skeleton-variants';

const SOURCE = join(__dirname, '../..');

/**
 * The parts that join a caller's classes to their own rather than merge them, each with what
 * its own classes are for the props it is given.
 */
const JOINING_PARTS: Record<string, (props: Record<string, string | undefined>) => string> = {
  Button: ({ variant, size, align }) => buttonVariants({ variant, size, align } as never),
  Skeleton: ({ shape }) => skeletonVariants({ shape } as never),
  Input: ({ fieldWidth }) => inputVariants({ fieldWidth } as never),
};
const LOOK_PROPS = ['variant', 'size', 'align', 'shape', 'fieldWidth'];

interface PartUse {
  where: string;
  part: string;
  props: Record<string, string | undefined>;
  /** The literal classes, or null when they are not written out. */
  className: string | null;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

function literalText(initializer: ts.JsxAttributeValue | undefined): string | null {
  if (!initializer) return null;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression && ts.isStringLiteralLike(initializer.expression)) {
    return initializer.expression.text;
  }
  return null;
}

/** Every use of a joining part in the app with its look's props and its classes, read from the syntax tree. */
function partUses(): PartUse[] {
  const uses: PartUse[] = [];
  for (const file of sourceFiles(SOURCE)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      const part = (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(source);
      if (part && part in JOINING_PARTS) {
        const use: PartUse = {
          where: `${relative(SOURCE, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
          part,
          props: {},
          className: '',
        };
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const name = attribute.name.getText(source);
          if (name === 'className') use.className = literalText(attribute.initializer);
          if (LOOK_PROPS.includes(name)) use.props[name] = literalText(attribute.initializer) ?? undefined;
        }
        uses.push(use);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

/** The variant's classes a merger would drop for the caller's: what joining without one gets wrong. */
function overridden(variantClasses: string, callerClasses: string): string[] {
  const kept = new Set(twMerge(variantClasses, callerClasses).split(' '));
  return variantClasses.split(' ').filter((name) => !kept.has(name));
}

describe('parts that join classes (docs/decisions.md, D-84)', () => {
  const uses = partUses();

  it('finds the buttons, placeholders and text fields of the app', () => {
    expect(uses.filter((use) => use.part === 'Button').length).toBeGreaterThan(50);
    expect(uses.filter((use) => use.part === 'Skeleton').length).toBeGreaterThan(20);
    expect(uses.filter((use) => use.part === 'Input').length).toBeGreaterThan(10);
  });

  it('give their classes as written text, so they can be checked', () => {
    expect(uses.filter((use) => use.className === null).map((use) => use.where)).toEqual([]);
  });

  it('are never given a class that fights one of their own', () => {
    const fights = uses
      .filter((use) => use.className)
      .map((use) => ({
        where: use.where,
        dropped: overridden(JOINING_PARTS[use.part]?.(use.props) ?? '', use.className ?? ''),
      }))
      .filter((use) => use.dropped.length > 0);
    expect(fights).toEqual([]);
  });

  it("take the booking menu's six colours and the primary one without a fight", () => {
    for (const stored of [...Object.values(MODAL_BUTTON_COLORS), undefined]) {
      const look = buttonVariants({ variant: 'colored', size: 'row', align: 'start' });
      expect(overridden(look, modalButtonColor(stored))).toEqual([]);
    }
  });

  it('would catch a fight: an override of the padding drops the size’s own', () => {
    expect(overridden(buttonVariants({ size: 'default' }), 'px-2')).toEqual(['px-4']);
  });
});
