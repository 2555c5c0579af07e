import clsx from 'clsx';
import '@phosphor-icons/web/regular';

export type IconProps = {
  /** Phosphor icon name without the `ph-` prefix, e.g. `rocket-launch`. */
  name: string;
  className?: string;
};

/** A decorative Phosphor icon from the bundled icon font. */
export default function Icon({name, className}: IconProps): React.JSX.Element {
  return <i className={clsx('ph', `ph-${name}`, className)} aria-hidden="true" />;
}
