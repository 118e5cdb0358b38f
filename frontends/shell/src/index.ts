// The async boundary Module Federation needs: shared modules (react, the kit…) are
// negotiated before any code that imports them runs.
import('./bootstrap').catch((error: unknown) => console.error(error));
