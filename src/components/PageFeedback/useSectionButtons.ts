import {useEffect} from 'react';
import {loadFeedbackUi} from './loadFeedbackUi';
import styles from './styles.module.css';

export type Section = {id: string; title: string};

const HEADINGS = '.theme-doc-markdown h2[id], .theme-doc-markdown h3[id]';

/** Starts downloading the form as soon as the reader shows interest. */
export const warmFeedbackUi = () => void loadFeedbackUi().catch(() => undefined);

/**
 * Adds a feedback button to each second- and third-level heading of the
 * page, after hydration only, so that the built HTML (which search and Ask AI
 * index) never contains the buttons' text.
 */
export function useSectionButtons(page: string, onOpen: (section: Section) => void): void {
  useEffect(() => {
    const buttons = Array.from(document.querySelectorAll<HTMLHeadingElement>(HEADINGS)).map((heading) => {
      const section: Section = {id: heading.id, title: (heading.textContent ?? '').replace(/\u200B/g, '').trim()};
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.sectionButton;
      button.title = 'Feedback on this section';
      button.setAttribute('aria-label', `Feedback on section: ${section.title}`);
      button.setAttribute('aria-haspopup', 'dialog');
      const icon = document.createElement('i');
      icon.className = 'ph ph-chat-circle-text';
      icon.setAttribute('aria-hidden', 'true');
      button.append(icon);
      button.addEventListener('pointerenter', warmFeedbackUi);
      button.addEventListener('focus', warmFeedbackUi);
      button.addEventListener('click', () => onOpen(section));
      heading.append(button);
      return button;
    });
    return () => buttons.forEach((button) => button.remove());
  }, [page, onOpen]);
}
