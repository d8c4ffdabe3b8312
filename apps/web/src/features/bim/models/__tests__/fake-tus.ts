import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** An upload the fake tus server holds: its declared length, the bytes received, its metadata. */
export interface FakeUpload {
  id: string;
  length: number;
  offset: number;
  metadata: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Bytes of a PATCH. */
  size?: number;
}

const response = (status: number, headers: Record<string, string> = {}, body = ''): HttpResponse => {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  return {
    getStatus: () => status,
    getHeader: (name) => lower[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
};

/** Upload-Metadata: `key base64,key base64`. */
const decodeMetadata = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key = '', value = ''] = pair.trim().split(' ');
        return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))];
      }),
  );

/**
 * A tus 1.0 server in memory, as tus-js-client's HTTP stack: creation (POST → 201 Location), HEAD
 * (the offset) and PATCH (appends at Upload-Offset; the last one answers Upload-Version-Id).
 * `refuseCompletion` answers the last PATCH as the real server answers a file that is not IFC.
 */
export function fakeTusServer(endpoint: string, { versionId = 31 }: { versionId?: number } = {}) {
  const uploads = new Map<string, FakeUpload>();
  const seen: SeenRequest[] = [];
  let next = 1;
  const state = { refuseCompletion: null as string | null };

  const answer = (method: string, url: string, headers: Record<string, string>, size: number): HttpResponse => {
    if (method === 'POST' && url === endpoint) {
      const id = `u${next++}`;
      uploads.set(id, {
        id,
        length: Number(headers['Upload-Length']),
        offset: 0,
        metadata: decodeMetadata(headers['Upload-Metadata']),
      });
      return response(201, { Location: `${endpoint}/${id}`, 'Tus-Resumable': '1.0.0' });
    }
    const upload = uploads.get(url.slice(endpoint.length + 1));
    if (!upload) return response(404, {}, 'Not Found');
    if (method === 'HEAD') {
      return response(200, { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) });
    }
    if (method === 'PATCH') {
      if (Number(headers['Upload-Offset']) !== upload.offset) return response(409, {}, 'offset mismatch');
      upload.offset += size;
      if (upload.offset < upload.length) return response(204, { 'Upload-Offset': String(upload.offset) });
      if (state.refuseCompletion) return response(400, {}, JSON.stringify({ code: 500, msg: state.refuseCompletion }));
      return response(204, { 'Upload-Offset': String(upload.offset), 'Upload-Version-Id': String(versionId) });
    }
    return response(405);
  };

  const stack: HttpStack = {
    getName: () => 'fake-tus',
    createRequest(method: string, url: string): HttpRequest {
      const headers: Record<string, string> = {};
      let progress: (sent: number) => void = () => {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name] = value;
        },
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => {
          progress = handler;
        },
        send: async (body?: Blob | null) => {
          const size = body ? body.size : 0;
          seen.push({ method, url, headers: { ...headers }, ...(method === 'PATCH' ? { size } : {}) });
          progress(size);
          return answer(method, url, headers, size);
        },
        abort: async () => {},
        getUnderlyingObject: () => null,
      };
    },
  };
  return { stack, uploads, seen, state };
}
