import clsx from 'clsx';
import type {IconName} from './names';

export type IconProps = {
  /** Phosphor icon name without the `ph-` prefix, e.g. `rocket-launch`. */
  name: IconName;
  className?: string;
};

/** A decorative Phosphor icon from the site's icon font (see plugins/icon-font). */
export default function Icon({name, className}: IconProps): React.JSX.Element {
  return <i className={clsx('ph', `ph-${name}`, className)} aria-hidden="true" />;
}
