import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { download } from '../download.ts';
import { type ConfirmOptions, type Feedback, setFeedback } from '../feedback.ts';
import { http, RequestError, request, resetRequestState, setSessionExpiredHandler, toQueryString } from '../request.ts';
import { setToken } from '../token.ts';

function fakeFeedback() {
  const confirms: ConfirmOptions[] = [];
  const closers: Array<() => void> = [];
  const feedback = {
    error: vi.fn(),
    warning: vi.fn(),
    success: vi.fn(),
    notifyError: vi.fn(),
    confirm: vi.fn((options: ConfirmOptions) => confirms.push(options)),
    loading: vi.fn(() => {
      const close = vi.fn();
      closers.push(close);
      return close;
    }),
  } satisfies Feedback;
  return { feedback, confirms, closers };
}

/** jsdom's Blob does not fit Node's Response: a minimal stand-in for blob answers. */
const blobResponse = (blob: Blob, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, blob: async () => blob }) as unknown as Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fb: ReturnType<typeof fakeFeedback>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fb = fakeFeedback();
  setFeedback(fb.feedback);
  resetRequestState();
  setLang('zh');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setFeedback(null);
});

describe('request client', () => {
  it('sends the token, the language, JSON bodies and query params', async () => {
    setToken('tok');
    setLang('en');
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok', data: 1 }));
    await http.post('/x', { a: 1 });
    await http.get('/y', { pageNum: 1, empty: '', nested: { k: 'v' } });
    await http.get('/code', undefined, { withToken: false });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/prod-api/x');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept-Language')).toBe('en-US');
    expect(headers.get('Content-Type')).toContain('application/json');
    expect(init?.body).toBe('{"a":1}');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/prod-api/y?pageNum=1&nested%5Bk%5D=v');
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBeNull();
    expect(toQueryString({ a: [1, 2] })).toBe('a=1&a=2');
  });

  it('resolves the body of a 200 envelope', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: '操作成功', data: { id: 1 } }));
    await expect(request('/x')).resolves.toEqual({ code: 200, msg: '操作成功', data: { id: 1 } });
  });

  it('shows one re-login dialog for 401, however many calls fail', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fetchMock.mockImplementation(async () => json({ code: 401, msg: '令牌已过期' }, 401));
    const results = await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.message).toBe('认证失败，无法访问系统资源');
    }
    expect(fb.feedback.confirm).toHaveBeenCalledTimes(1);
    const dialog = fb.confirms[0];
    expect(dialog).toMatchObject({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
    dialog?.onOk();
    expect(expired).toHaveBeenCalledTimes(1);
    await expect(request('/d')).rejects.toThrow();
    expect(fb.feedback.confirm).toHaveBeenCalledTimes(2);
  });

  it('uses the catalogue texts for 403 and 404 as notifications', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 403, msg: 'forbidden' }, 403));
    await expect(request('/a')).rejects.toMatchObject({ message: '当前操作没有权限', code: 403 });
    fetchMock.mockResolvedValueOnce(json({ code: 404, msg: 'nope' }, 404));
    await expect(request('/a')).rejects.toMatchObject({ message: '访问资源不存在' });
    expect(fb.feedback.notifyError).toHaveBeenNthCalledWith(1, '当前操作没有权限');
    expect(fb.feedback.notifyError).toHaveBeenNthCalledWith(2, '访问资源不存在');
  });

  it('shows a 500 as an error message, with the default text when msg is missing', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 500, msg: '数据库错误' }, 500));
    await expect(request('/a')).rejects.toThrow('数据库错误');
    fetchMock.mockResolvedValueOnce(json({ code: 500 }, 500));
    await expect(request('/a')).rejects.toThrow('系统未知错误,请反馈给管理员');
    expect(fb.feedback.error).toHaveBeenNthCalledWith(1, '数据库错误');
    expect(fb.feedback.error).toHaveBeenNthCalledWith(2, '系统未知错误,请反馈给管理员');
    expect(fb.feedback.notifyError).not.toHaveBeenCalled();
  });

  it('shows other codes as a notification with the server msg (also inside HTTP 200)', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, msg: '用户不存在/密码错误' }, 400));
    await expect(request('/a')).rejects.toBeInstanceOf(RequestError);
    fetchMock.mockResolvedValueOnce(json({ code: 601, msg: '警告' }, 200));
    await expect(request('/a')).rejects.toThrow('警告');
    expect(fb.feedback.notifyError.mock.calls).toEqual([['用户不存在/密码错误'], ['警告']]);
  });

  it('leaves envelope errors to the caller when silent', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, msg: '验证码错误' }, 400));
    await expect(request('/a', { silent: true })).rejects.toMatchObject({ message: '验证码错误', shown: false });
    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: 'x' }, 401));
    await expect(request('/a', { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(fb.feedback.notifyError).not.toHaveBeenCalled();
    expect(fb.feedback.confirm).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/a')).rejects.toMatchObject({ message: '后端接口连接异常', kind: 'network' });
    expect(fb.feedback.error).toHaveBeenCalledWith('后端接口连接异常', 5);
  });

  it('reports a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/slow', { timeout: 1000 });
    const settled = expect(pending).rejects.toMatchObject({ message: '系统接口请求超时', kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(fb.feedback.error).toHaveBeenCalledWith('系统接口请求超时', 5);
  });

  it('reports an HTTP failure without an envelope as 系统接口NNN异常 for 5 s', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(request('/a')).rejects.toMatchObject({ message: '系统接口502异常', kind: 'status', code: 502 });
    expect(fb.feedback.error).toHaveBeenCalledWith('系统接口502异常', 5);
  });

  it('speaks English when the language is en', async () => {
    setLang('en');
    fetchMock.mockResolvedValue(json({ code: 403, msg: 'x' }, 403));
    await expect(request('/a')).rejects.toThrow('You have no permission for this operation');
  });
});

describe('download', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  });

  it('saves a file under the given name with the loading overlay', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValue(blobResponse(new Blob(['a,b\n1,2'], { type: 'application/vnd.ms-excel' })));
    await expect(download('/system/user/export', { status: '0' }, 'users.xlsx')).resolves.toBe(true);
    expect(fb.feedback.loading).toHaveBeenCalledWith('正在下载数据，请稍候');
    expect(fb.closers[0]).toHaveBeenCalled();
    expect(click).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('status=0');
    expect(fb.feedback.error).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows the msg when the blob is a JSON error', async () => {
    fetchMock.mockResolvedValueOnce(
      blobResponse(new Blob([JSON.stringify({ code: 500, msg: '导出失败' })], { type: 'application/json' })),
    );
    await expect(download('/x', {}, 'a.xlsx')).resolves.toBe(false);
    expect(fb.feedback.error).toHaveBeenCalledWith('导出失败');
    fetchMock.mockResolvedValueOnce(
      blobResponse(new Blob([JSON.stringify({ code: 401, msg: 'x' })], { type: '' }), 401),
    );
    await expect(download('/x', {}, 'a.xlsx')).resolves.toBe(false);
    expect(fb.feedback.error).toHaveBeenLastCalledWith('无效的会话，或者会话已过期，请重新登录。');
    expect(fb.feedback.confirm).not.toHaveBeenCalled();
  });

  it('shows the download failure text when the download breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(download('/x', {}, 'a.xlsx')).resolves.toBe(false);
    expect(fb.feedback.error).toHaveBeenCalledWith('下载文件出现错误，请联系管理员！');
    expect(fb.closers[0]).toHaveBeenCalled();
  });
});
