import {renderRoutes, type RouteConfigComponentProps} from 'react-router-config';

/** The component of a route group (see `./routeTable.ts`): it draws the matching route of its members. */
export default function RouteGroup({route}: RouteConfigComponentProps): React.ReactNode {
  return renderRoutes(route?.routes);
}
