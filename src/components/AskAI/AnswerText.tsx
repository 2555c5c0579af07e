import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Source} from '@site/plugins/ask-ai/src/answer/types';
import styles from './styles.module.css';

type Block = {kind: 'code'; language: string; code: string} | {kind: 'paragraph'; text: string};

const FENCE = /```([\w-]*)\n([\s\S]*?)(?:\n```|$)/g;

/** Paragraphs and fenced code blocks; an unclosed fence (mid-stream) runs to the end. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let last = 0;
  const pushParagraphs = (chunk: string) => {
    for (const paragraph of chunk.split(/\n{2,}/)) {
      if (paragraph.trim()) blocks.push({kind: 'paragraph', text: paragraph.trim()});
    }
  };
  for (const match of text.matchAll(FENCE)) {
    pushParagraphs(text.slice(last, match.index));
    blocks.push({kind: 'code', language: match[1] || 'text', code: match[2] ?? ''});
    last = match.index + match[0].length;
  }
  pushParagraphs(text.slice(last));
  return blocks;
}

/** Inline code and `[n]` citations; everything else stays text, so React escapes it. */
function Inline({text, sources, onNavigate}: {text: string; sources: Source[]; onNavigate: () => void}): ReactNode {
  return text.split(/(`[^`\n]+`|\[\d{1,2}\])/).map((part, i) => {
    if (/^`[^`]+`$/.test(part)) return <code key={i}>{part.slice(1, -1)}</code>;
    const citation = /^\[(\d{1,2})\]$/.exec(part);
    const source = citation ? sources.find((candidate) => candidate.n === Number(citation[1])) : undefined;
    if (source) {
      return (
        <Link
          key={i}
          to={source.url}
          className={styles.citation}
          aria-label={`Source ${source.n}: ${source.title}`}
          onClick={onNavigate}>
          {source.n}
        </Link>
      );
    }
    return part;
  });
}

/** An answer as it streams in: paragraphs with citations, and code blocks. */
export default function AnswerText({text, sources, onNavigate}: {text: string; sources: Source[]; onNavigate: () => void}) {
  return (
    <div className={styles.answerText}>
      {parseBlocks(text).map((block, i) =>
        block.kind === 'code' ? (
          <pre key={i} className={styles.code} data-language={block.language} tabIndex={0}>
            <code>{block.code}</code>
          </pre>
        ) : (
          <p key={i}>
            <Inline text={block.text} sources={sources} onNavigate={onNavigate} />
          </p>
        ),
      )}
    </div>
  );
}
