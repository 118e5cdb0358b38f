// Renders a screen at a path inside a router, with the popup layer, and a probe that
// reports where navigation went. (A declarative router: jsdom has no fetch Request,
// which data routers need.)
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ModalHost, PopupHost } from '../src';

export function renderAt(path: string, routePattern: string, element: ReactElement) {
  const location = { pathname: path };
  function Probe() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePattern} element={element} />
        <Route path="*" element={<p>Arrived</p>} />
      </Routes>
      <Probe />
      <ModalHost />
      <PopupHost />
    </MemoryRouter>,
  );
  return { ...result, location };
}
