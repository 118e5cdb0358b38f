// What a bench must undo (its database, Redis keys, processes, files), undone last first,
// also when it fails or is interrupted with Ctrl+C.
const cleanUps = [];

export const addCleanUp = (cleanUp) => cleanUps.push(cleanUp);

export async function runCleanUps() {
  while (cleanUps.length > 0) {
    const cleanUp = cleanUps.pop();
    await Promise.resolve()
      .then(cleanUp)
      .catch((error) => console.error(`clean-up: ${error.message}`));
  }
}

/** On SIGINT or SIGTERM: every clean-up, then exit with the signal's code. */
export function cleanUpOnSignals() {
  const interrupted = (signal, code) => () => {
    console.error(`${signal}: stopping everything this run started`);
    void runCleanUps().then(() => process.exit(code));
  };
  process.once('SIGINT', interrupted('SIGINT', 130));
  process.once('SIGTERM', interrupted('SIGTERM', 143));
}
