import DocTagDocListPage from '@theme/DocTagDocListPage';
import {tagKey, type TagPagesModule} from '../../tagKey';

type Props = {tags: TagPagesModule; route: {path: string}};

/** A tag page whose data module holds several tags: it renders the one of its route. */
export default function DocTagDocListRoute({tags, route}: Props): React.JSX.Element {
  return <DocTagDocListPage tag={tags[tagKey(route.path)]!} />;
}
