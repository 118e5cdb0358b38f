// The async boundary Module Federation needs: shared modules (react, the kit…) are
// negotiated before any code that imports them runs. react-dom's modules are evaluated
// first and the app's in the next task: together they ran as one task of about 26 ms on
// this machine, four times that on the phone Lighthouse models (its total blocking time),
// and a tap in between is answered at once. Both are preloaded by index.html, so the
// order costs no round trip.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => console.error(error));
