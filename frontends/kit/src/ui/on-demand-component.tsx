// A component whose code loads when it first renders, shown as soon as it is in. Like
// React.lazy, but without Suspense: React reveals suspended content 300 ms at the earliest
// after it last showed a fallback (its throttle against flashing loading states), which
// held every app page's first render, and the navigation's items and badges, idle on a
// first visit. A failed load is thrown to the nearest error boundary, as React.lazy does,
// and tried again when the component mounts again. In the kit's core, since the login
// page's scripts use it too (its create-account form).
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export function onDemandComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function OnDemand(props: Props) {
    const [state, setState] = useState<{ Component?: ComponentType<Props>; error?: unknown }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (state.Component) return undefined;
      let current = true;
      start().then(
        (Component) => current && setState({ Component }),
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [state.Component]);
    if (state.error !== undefined) throw state.error;
    return state.Component ? <state.Component {...props} /> : fallback;
  }
  return OnDemand;
}
