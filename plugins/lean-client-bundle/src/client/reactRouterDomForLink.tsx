import {forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref} from 'react';
import {__RouterContext} from 'react-router';
import {createLocation, createPath, type Location, type LocationDescriptor} from 'history';

export * from 'react-router-dom';

type To = LocationDescriptor | ((current: Location) => LocationDescriptor);
type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to: To; replace?: boolean; innerRef?: Ref<HTMLAnchorElement>};

const resolveTo = (to: To, current: Location) => (typeof to === 'function' ? to(current) : to);
const normalize = (to: LocationDescriptor, current?: Location) => (typeof to === 'string' ? createLocation(to, null, undefined, current) : to);
const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * react-router-dom 5's `Link` for Docusaurus's `<Link>` (see ../index.ts),
 * with its behaviour and markup: an `<a>` whose left clicks without a
 * modifier key, in the same tab, push the target onto the router's history
 * (or replace the entry when it is the current location). It reads the
 * router from context with a hook, where react-router-dom renders a context
 * consumer and an inner anchor component: one component per link instead of
 * three, for the 150 links of a doc page to hydrate.
 */
export const Link = forwardRef<HTMLAnchorElement, Props>(function Link({to, replace, innerRef, onClick, ...rest}, forwardedRef) {
  const {history, location: current} = useContext(__RouterContext);
  const target = normalize(resolveTo(to, current), current);
  const navigate = () => {
    const location = resolveTo(to, current);
    const isDuplicate = createPath(current) === createPath(normalize(location));
    if (replace || isDuplicate) history.replace(location);
    else history.push(location);
  };
  return (
    <a
      {...rest}
      ref={forwardedRef ?? innerRef}
      href={target ? history.createHref(target) : ''}
      onClick={(event) => {
        try {
          onClick?.(event);
        } catch (error) {
          event.preventDefault();
          throw error;
        }
        if (!event.defaultPrevented && event.button === 0 && (!rest.target || rest.target === '_self') && !isModified(event)) {
          event.preventDefault();
          navigate();
        }
      }}
    />
  );
});
