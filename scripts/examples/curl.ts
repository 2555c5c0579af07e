/** An HTTP request as a cURL example of the docs writes it. */
export type HttpRequest = {method: string; url: string; headers: Record<string, string>; body: string | null; files: string[]};

/** Splits a shell command into words: quotes, backslash-newline continuations and `$VARS` (from `env`). */
export function shellWords(command: string, env: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | null = null;
  const expand = (text: string) => text.replace(/\$\{?([A-Z_][A-Z0-9_]*)\}?/g, (_match, name: string) => env[name] ?? '');
  for (let index = 0; index < command.length; index += 1) {
    const char = command[index];
    if (char === '\\' && command[index + 1] === '\n') {
      index += 1;
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === "'") {
      const end = command.indexOf("'", index + 1);
      word = (word ?? '') + command.slice(index + 1, end);
      index = end;
    } else if (char === '"') {
      let text = '';
      for (index += 1; index < command.length && command[index] !== '"'; index += 1) {
        if (command[index] === '\\' && '$"\\`'.includes(command[index + 1])) {
          index += 1;
          text += command[index] === '$' ? '\u0000' : command[index];
        } else {
          text += command[index];
        }
      }
      // An escaped `$` is literal: protected from expansion by a placeholder.
      word = (word ?? '') + expand(text).replaceAll('\u0000', '$');
    } else if (char === '$') {
      const match = /^\$\{?([A-Z_][A-Z0-9_]*)\}?/.exec(command.slice(index));
      word = (word ?? '') + (match ? expand(match[0]) : char);
      index += match ? match[0].length - 1 : 0;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** Reads a `curl` command: method, URL, headers, `-d` body and `-F` files. */
export function parseCurl(command: string, env: Record<string, string>): HttpRequest {
  const words = shellWords(command.trim(), env);
  if (words[0] !== 'curl') throw new Error('not a curl command');
  const request: HttpRequest = {method: 'GET', url: '', headers: {}, body: null, files: []};
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index];
    if (word === '-X' || word === '--request') request.method = words[++index];
    else if (word === '-H' || word === '--header') {
      const header = words[++index];
      const colon = header.indexOf(':');
      request.headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (word === '-d' || word === '--data' || word === '--data-raw') {
      request.body = words[++index];
      if (request.method === 'GET') request.method = 'POST';
    } else if (word === '-F' || word === '--form') {
      request.files.push(words[++index]);
      if (request.method === 'GET') request.method = 'POST';
    } else if (!word.startsWith('-')) request.url = word;
  }
  return request;
}
