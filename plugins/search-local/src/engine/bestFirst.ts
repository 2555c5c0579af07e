/**
 * The items in `compare` order, produced one at a time: a binary heap built
 * in one pass, then one extraction per item read. A query matches thousands
 * of records or sections and reads the first few dozen; sorting them all
 * was a quarter of a keystroke's retrieval. Rearranges `items`: once `k`
 * items have been produced, the others are its first `length - k`.
 */
export function* bestFirst<T>(items: T[], compare: (a: T, b: T) => number): Generator<T> {
  const heap = items;
  let size = heap.length;
  const siftDown = (from: number) => {
    let parent = from;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && compare(heap[right]!, heap[left]!) < 0 ? right : left;
      if (compare(heap[child]!, heap[parent]!) >= 0) return;
      [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
      parent = child;
    }
  };
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i);
  while (size > 0) {
    const first = heap[0]!;
    heap[0] = heap[--size]!;
    siftDown(0);
    yield first;
  }
}
