import SearchButton from '@site/src/components/Search/SearchButton';
import AskAIButton from '@site/src/components/AskAI/AskAIButton';
import styles from './styles.module.css';

/** Tools shown at the top of the desktop doc sidebar. */
export default function SidebarTools(): React.JSX.Element {
  return (
    <div className={styles.tools}>
      <SearchButton />
      <AskAIButton />
    </div>
  );
}
