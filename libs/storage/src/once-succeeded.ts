// Runs a set-up step once it has worked, sharing one attempt between concurrent
// callers; a failed attempt is forgotten so the next call tries again (S3 may still be
// starting when the first request arrives).
export function onceSucceeded(step: () => Promise<void>): () => Promise<void> {
  let attempt: Promise<void> | null = null;
  return () => {
    attempt ??= step().catch((error: unknown) => {
      attempt = null;
      throw error;
    });
    return attempt;
  };
}
