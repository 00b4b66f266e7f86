/**
 * Runs at most `max` tasks at once; the others wait their turn in the order given. Two uploads
 * side by side keep a phone's connection busy without making each file's bar crawl.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (active >= max) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            next();
          });
      });
      next();
    });
  };
}
