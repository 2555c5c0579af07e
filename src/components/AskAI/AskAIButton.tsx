import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {OPENER_CLASS, OPENER_TEXTS} from './openerTexts';
import styles from './opener.module.css';

type Props = {
  /** `landing` is the large call to action of the home page. */
  variant?: 'compact' | 'landing';
  className?: string;
  /** Called as the widget opens, e.g. to close the mobile drawer behind it. */
  onOpen?: () => void;
};

/** Opens Ask AI; the provider handles the click through the opener class. */
export default function AskAIButton({variant = 'compact', className, onOpen}: Props) {
  return (
    <button
      type="button"
      className={clsx(
        OPENER_CLASS,
        variant === 'landing' ? 'button button--secondary button--lg' : styles.openButton,
        className,
      )}
      aria-haspopup="dialog"
      onClick={onOpen}>
      <Icon name="sparkle" /> {variant === 'landing' ? OPENER_TEXTS.landingButton : OPENER_TEXTS.openButton}
    </button>
  );
}
