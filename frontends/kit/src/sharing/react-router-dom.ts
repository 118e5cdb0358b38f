// What every front end shares as `react-router-dom` (webpack.common.js points the share
// key here). A shared module cannot be tree-shaken by its consumers, so sharing the
// package itself ships all of react-router (framework mode, server rendering, RSC:
// 60 KB gzipped) to the login page; this list is what the front ends import, and
// react-router-dom.spec.ts fails when a front end imports a name missing from it.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
