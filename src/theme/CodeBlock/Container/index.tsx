import type {ComponentProps} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/**
 * The theme's container without the Prism theme's colours inline: those are
 * the light theme's during server rendering and hydration keeps them, so the
 * colours of both modes come from the stylesheet of plugins/code-highlight.
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): React.JSX.Element {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
