/** Waits a tick so the page paints between pieces of a streamed answer. */
export function nextTick(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    setTimeout(resolve, 0);
  });
}

/** Cuts an answer into word groups, keeping `[n]` citations and code lines whole. */
export function chunks(text: string, wordsPerChunk = 6): string[] {
  const words = text.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) pieces.push(words.slice(i, i + wordsPerChunk).join(''));
  return pieces;
}
