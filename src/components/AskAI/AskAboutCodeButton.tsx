import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Icon from '@site/src/components/Icon';
import {ASK_AI_EVENT, headingText, type AskAIEventDetail} from './askEvent';
import {OPENER_TEXTS} from './openerTexts';
import styles from './codeButton.module.css';

/** Shorter blocks (an install command, one line of config) need no explanation. */
const MIN_LINES = 5;
const HEADINGS = 'h2[id], h3[id], h4[id], h5[id], h6[id]';

/** The heading of the section a code block sits in: the last heading before it. */
function sectionHeading(block: Element): HTMLElement | null {
  const headings = Array.from(block.closest('article')?.querySelectorAll<HTMLElement>(HEADINGS) ?? []);
  return headings.filter((heading) => heading.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1) ?? null;
}

function askAbout(button: HTMLElement, code: string): void {
  const heading = sectionHeading(button);
  const section = headingText(heading) || headingText(document.querySelector('article h1')) || document.title;
  const detail: AskAIEventDetail = {
    question: OPENER_TEXTS.codeQuestion(section),
    pagePath: window.location.pathname,
    sectionId: heading?.id,
    code,
  };
  window.dispatchEvent(new CustomEvent(ASK_AI_EVENT, {detail}));
}

function Button(): ReactNode {
  const {metadata} = useCodeBlockContext();
  if (metadata.code.split('\n').length < MIN_LINES) return null;
  return (
    <button
      type="button"
      className={styles.askButton}
      aria-label={OPENER_TEXTS.askAboutCode}
      title={OPENER_TEXTS.askAboutCode}
      aria-haspopup="dialog"
      onClick={(event) => askAbout(event.currentTarget, metadata.code)}>
      <Icon name="sparkle" /> <span className={styles.label}>Ask AI</span>
    </button>
  );
}

/** Opens Ask AI with a question about the code block, its section first among the sources. */
export default function AskAboutCodeButton(): ReactNode {
  return <BrowserOnly>{() => <Button />}</BrowserOnly>;
}
