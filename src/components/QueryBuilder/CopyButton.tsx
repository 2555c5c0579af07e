import {useState} from 'react';
import styles from './styles.module.css';

type CopyOutcome = {text: string; copied: boolean};

/** Copies `text` to the clipboard and says whether it worked, until the text changes. */
export default function CopyButton({text}: {text: string}): React.JSX.Element {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({text, copied: true});
    } catch {
      setOutcome({text, copied: false});
    }
  }

  const current = outcome?.text === text ? outcome : null;
  const label = !current ? 'Copy URL' : current.copied ? 'Copied' : 'Copy failed: select the URL and copy it';
  return (
    <button type="button" className={styles.copy} onClick={copy} aria-live="polite">
      {label}
    </button>
  );
}
