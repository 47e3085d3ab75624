// The REST mirror (/api/v1), for what GraphQL does not carry: file uploads
// with progress and downloads. Same session and organization headers.
import { useCallback } from 'react';
import { useSession } from '../auth/SessionProvider';

export class APIError extends Error {
  constructor(
    public status: number,
    public detail: string,
    public code?: string,
  ) {
    super(detail);
  }
}

export function useREST() {
  const { token, organizationId, onUnauthorized } = useSession();
  const headers = useCallback(() => {
    const h: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (organizationId) h['X-Organization-Id'] = organizationId;
    return h;
  }, [token, organizationId]);

  const request = useCallback(
    async (method: string, path: string, body?: BodyInit | object): Promise<Response> => {
      const h = headers();
      let payload: BodyInit | undefined;
      if (body instanceof FormData || body instanceof Blob || typeof body === 'string') payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        h['Content-Type'] = 'application/json';
      }
      const res = await fetch(`/api/v1${path}`, { method, headers: h, body: payload });
      if (res.status === 401) onUnauthorized();
      if (!res.ok) {
        let detail = `${res.status} ${res.statusText}`;
        let code: string | undefined;
        try {
          const b = (await res.json()) as { detail?: string; code?: string };
          detail = b.detail ?? detail;
          code = b.code;
        } catch {
          /* not JSON */
        }
        throw new APIError(res.status, detail, code);
      }
      return res;
    },
    [headers, onUnauthorized],
  );

  /** Uploads a multipart form with progress (0..1); resolves to the JSON answer. */
  const upload = useCallback(
    (path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `/api/v1${path}`);
        for (const [k, v] of Object.entries(headers())) xhr.setRequestHeader(k, v);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
        };
        xhr.onload = () => {
          let body: { detail?: string; code?: string } | null = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            /* not JSON */
          }
          if (xhr.status === 401) onUnauthorized();
          if (xhr.status >= 200 && xhr.status < 300) resolve(body);
          else reject(new APIError(xhr.status, body?.detail ?? `${xhr.status} ${xhr.statusText}`, body?.code));
        };
        xhr.onerror = () => reject(new APIError(0, 'the upload could not reach the server'));
        xhr.send(form);
      }),
    [headers, onUnauthorized],
  );

  return { request, upload };
}
