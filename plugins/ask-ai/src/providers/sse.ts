import {AnswerError} from '../answer/corpus';

/**
 * The `data:` payloads of a server-sent event stream, until `[DONE]` or the
 * end of the body. Silence longer than `idleMs` is an error.
 */
export async function* sseData(body: ReadableStream<Uint8Array>, idleMs: number): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AnswerError('The answer service stopped responding.')), idleMs);
      });
      const {done, value} = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
      if (done) return;
      buffer += decoder.decode(value, {stream: true});
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        if (data) yield data;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
