// Development entry of the standalone harness; the async boundary lets Module Federation
// negotiate the shared modules first. Production builds expose ./Page only.
import('./bootstrap').catch((error: unknown) => console.error(error));
