import type {FeedbackPayload} from '@site/plugins/page-feedback/src/payload';

export type SendResult = {ok: true} | {ok: false; message: string};

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' && error.length <= 300 ? error : null;
}

/**
 * POSTs one message to the configured endpoint. Every way it can fail comes
 * back as a sentence for the reader; nothing throws.
 */
export async function sendFeedback(endpoint: string, payload: FeedbackPayload, timeoutMs: number): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      const seconds = Math.max(1, Math.round(timeoutMs / 1000));
      return {ok: false, message: `The feedback service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`};
    }
    return {ok: false, message: 'The feedback service could not be reached. Check your connection.'};
  }
  if (response.ok) return {ok: true};
  if (response.status === 429) {
    return {ok: false, message: 'Too many messages were sent from your network. Wait a minute before you try again.'};
  }
  const detail = serverMessage(await response.json().catch(() => null));
  return {
    ok: false,
    message: `The feedback service refused the message (HTTP ${response.status})${detail ? `: ${detail}` : '.'}`,
  };
}
