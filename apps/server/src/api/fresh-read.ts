/**
 * Shares one read among the requests that want it at the same time, without ever answering a
 * request with a value read before it arrived.
 *
 * A caller gets the read that starts next: when none is running, one starts at once; when one is
 * running (it may have read before this caller arrived), the caller waits for the one queued
 * behind it, which starts when the running one ends and answers everyone who arrived meanwhile.
 * At most one read runs and one waits, however many callers there are.
 */
const ignore = () => undefined;

export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = null;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}
