import {createContext, useContext} from 'react';

/**
 * The build-time highlighted lines of the code block being rendered (see
 * plugins/code-highlight), joined by newlines; undefined for blocks that were
 * not highlighted at build time, such as a `<CodeBlock>` written in JSX.
 */
export const HighlightedLinesContext = createContext<string | undefined>(undefined);

export const useHighlightedLines = (): string | undefined => useContext(HighlightedLinesContext);
