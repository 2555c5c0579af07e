import {useMemo, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useHighlightedLines} from '@site/src/components/HighlightedCode/HighlightedLinesContext';
import {linesHtml, type LineClasses} from '@site/src/components/HighlightedCode/linesHtml';
import styles from './styles.module.css';

const LINE_CLASSES: LineClasses = {
  codeLine: styles.codeLine!,
  codeLineNumber: styles.codeLineNumber!,
  codeLineContent: styles.codeLineContent!,
};

/**
 * The code of a block, highlighted at build time, as HTML: no highlighter
 * runs in the browser and hydration skips the token spans. Keeps the theme's
 * markup (`pre.prism-code`, `.token-line`, line numbers, highlighted lines).
 */
export default function CodeBlockContent({className}: Props): React.JSX.Element {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const highlighted = useHighlightedLines();
  const {codeInput, code, language, lineClassNames, lineNumbersStart} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  const html = useMemo(
    () => linesHtml({highlighted, codeInput, code, lineClassNames, showLineNumbers, classes: LINE_CLASSES}),
    [highlighted, codeInput, code, lineClassNames, showLineNumbers],
  );
  return (
    <pre
      // theme-common types the ref for React 19 (`RefObject<T | null>`); React 18's `ref` wants `RefObject<T>`.
      ref={codeBlockRef as RefObject<HTMLPreElement>}
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
