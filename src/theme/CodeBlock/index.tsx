import {Children, isValidElement} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {HighlightedLinesContext} from '@site/src/components/HighlightedCode/HighlightedLinesContext';
import {sourceOfLines} from '@site/src/components/HighlightedCode/sourceOfLines';

type Props = ThemeProps & {
  /** Set on fenced blocks by plugins/code-highlight at build time. */
  readonly highlightedLines?: string;
};

/** Plain strings can be copied; anything with elements in it is shown as is. */
function stringifyChildren(children: ThemeProps['children']): ThemeProps['children'] {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock without its re-render after hydration: the theme
 * throws the server-rendered block away to recolour it for the reader's mode,
 * but build-time highlighting colours both modes with CSS.
 */
export default function CodeBlock({children, highlightedLines, ...props}: Props): React.JSX.Element {
  // Fenced blocks come with their highlighted lines only (see plugins/code-highlight).
  const content = children === undefined && highlightedLines !== undefined ? sourceOfLines(highlightedLines) : stringifyChildren(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  return (
    <HighlightedLinesContext.Provider value={highlightedLines}>
      <StringContent {...props}>{content}</StringContent>
    </HighlightedLinesContext.Provider>
  );
}
