/** How an upload travels: fetch, or XHR when the caller follows its progress (client.ts `upload`). */

export type RawAnswer = { kind: 'answer'; status: number; text: string } | { kind: 'network' };

export async function sendWithFetch(
  doFetch: typeof fetch,
  method: string,
  url: string,
  form: FormData,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  try {
    const response = await doFetch(url, { method, body: form, headers });
    return { kind: 'answer', status: response.status, text: await response.text() };
  } catch {
    return { kind: 'network' };
  }
}

export function sendWithXhr(
  xhr: XMLHttpRequest,
  method: string,
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ kind: 'answer', status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.onabort = () => resolve({ kind: 'network' });
    xhr.send(form);
  });
}
