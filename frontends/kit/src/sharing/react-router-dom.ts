// What every front end shares as `react-router-dom` (webpack.common.js points the share
// key here). A shared module cannot be tree-shaken by its consumers, so sharing the
// package itself ships all of react-router (framework mode, server rendering, RSC:
// 60 KB gzipped) to the login page; this list is what the front ends import, and
// react-router-dom.spec.ts fails when a front end imports a name missing from it.
// The front ends use the router's declarative mode (<BrowserRouter>, <Routes>): the data
// router's loaders and actions would add 14 KB gzipped to the login page for guards that
// the session store already answers (the login page's script budget; docs/architecture.md).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
