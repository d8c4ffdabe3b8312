import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProblemCommentRow, ProblemDetail, ProblemRectificationRow } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { broadcastFrame } from '@/shared/realtime/app-events.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok, table } from '@/shared/testing/fake-server.ts';
import { problemDetail } from '@/shared/testing/problem-detail.ts';
import { recordFeedback } from '@/shared/testing/record-feedback.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { ProblemDialog } from '../problem-dialog.tsx';
import { problemEvents } from '../problem-events.ts';

const Q = '/business/quality';

const problem = (over: Partial<ProblemDetail> = {}): ProblemDetail =>
  problemDetail({
    name: '三层楼板裂缝三层楼板裂缝三层楼板裂缝超长名称',
    content: '东侧裂缝',
    level: '重要',
    files: '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.png',
    extend1: 'KZ-3',
    componentId: 'c-3',
    implementerUser: ['协作人一'],
    implementerIds: [9],
    ...over,
  });

const rect = (id: number): ProblemRectificationRow => ({
  id,
  problemId: 5,
  content: `整改 ${id}`,
  files: '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcde0.png',
  creatorId: 9,
  creator: '协作人一',
  createTime: '2026-05-02 09:00:00',
});

const comment = (id: number, userId: number, commentDetail: string, extend1 = '', extend2 = ''): ProblemCommentRow => ({
  id,
  problemId: 5,
  commentDetail,
  extend1,
  extend2,
  userId,
  creator: userId === 1 ? 'admin' : '协作人一',
  createTime: '2026-05-02 10:00:00',
});

function setup(detail: ProblemDetail, rects: ProblemRectificationRow[] = [], comments: ProblemCommentRow[] = []) {
  const state = { detail, rects, comments };
  const server = fakeServer({
    [`GET ${Q}/getQualityProblem/5`]: () => ({ code: 200, msg: 'ok', data: state.detail }),
    [`GET ${Q}/listQualityProblemRectification`]: () => table(state.rects),
    [`GET ${Q}/listQualityProblemComment`]: () => table(state.comments),
    [`POST ${Q}/addQualityProblemComment`]: (call) => {
      const body = call.body as { commentDetail: string };
      state.comments = [...state.comments, comment(state.comments.length + 1, 1, body.commentDetail)];
      return ok();
    },
    'POST /business/problem/share/5': () => {
      state.detail = { ...state.detail, shareToken: 'tok-5' };
      return { code: 200, msg: 'ok', data: { token: 'tok-5' } };
    },
    'DELETE /business/problem/share/5': () => {
      state.detail = { ...state.detail, shareToken: null };
      return ok();
    },
    [`PUT ${Q}/updateProblemStatus`]: (call) => {
      state.detail = { ...state.detail, status: (call.body as { status: 2 | 3 }).status };
      return ok();
    },
  });
  renderWithQueries(<ProblemDialog problemId={5} onClose={() => {}} />);
  return { server, state };
}

describe('ProblemDialog (列表治理, spec 02 §2)', () => {
  let told: string[];
  beforeEach(() => {
    told = recordFeedback().told;
    useSession.setState({
      user: { userId: 1, userName: 'admin' } as never,
      roles: ['admin'],
      permissions: ['*:*:*'],
    });
  });
  afterEach(() => useSession.setState({ user: null, roles: [], permissions: [] }));

  it('shows the read-only header: level, the name cut to 20, note, photos, collaborators and the component', async () => {
    setup(problem());
    expect(await screen.findByText('列表治理')).toBeTruthy();
    const name = await screen.findByTestId('problem-name');
    expect(name.textContent).toBe(problem().name.slice(0, 20));
    expect(screen.getByText('重要')).toBeTruthy();
    expect(screen.getByText('协作人一')).toBeTruthy();
    expect(within(screen.getByTestId('problem-photos')).getAllByRole('img')).toHaveLength(1);
    let jumped: unknown = null;
    const stop = problemEvents.on('jumpToComponent', (event) => {
      jumped = event;
    });
    fireEvent.click(screen.getByTestId('problem-component'));
    stop();
    expect(jumped).toEqual({ problemId: 5, component: 'KZ-3' });
  });

  it('分享: the creator makes a read-only link, sees it, and revokes it', async () => {
    const { server } = setup(problem());
    fireEvent.click(await screen.findByTestId('problem-share'));
    const url = await screen.findByTestId('problem-share-url');
    expect((url as HTMLInputElement).value).toMatch(/#\/problemtrackingView\/tok-5$/);
    fireEvent.click(screen.getByTestId('problem-share-revoke'));
    await waitFor(() => expect(screen.queryByTestId('problem-share-url')).toBeNull());
    expect(server.writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /business/problem/share/5',
      'DELETE /business/problem/share/5',
    ]);
    expect(told).toContain('已撤销分享');
  });

  it('offers no share link to someone who did not create the problem', async () => {
    setup(problem({ creatorId: 2 }));
    useSession.setState({ roles: ['common'], permissions: ['business:problem:share'] });
    await screen.findByTestId('problem-name');
    expect(screen.queryByTestId('problem-share')).toBeNull();
  });

  it('refuses to apply without a rectification (请填写整改信息) and sends nothing', async () => {
    const { server } = setup(problem());
    fireEvent.click(await screen.findByTestId('problem-apply'));
    expect(told).toContain('请填写整改信息');
    expect(server.called('PUT', `${Q}/updateProblemStatus`)).toHaveLength(0);
  });

  it('applies with a rectification: status 2, the problem reloads, a refresh is broadcast, the buttons are disabled', async () => {
    const { server } = setup(problem(), [rect(1)]);
    const refreshed: unknown[] = [];
    const stop = problemEvents.on('refresh', (event) => refreshed.push(event));
    expect(await screen.findByTestId('rect-item')).toBeTruthy();
    expect(screen.getByTestId('rect-count').textContent).toContain('1');
    fireEvent.click(screen.getByTestId('problem-apply'));
    await waitFor(() => expect(screen.getByTestId('problem-detail').getAttribute('data-status')).toBe('2'));
    stop();
    expect(server.called('PUT', `${Q}/updateProblemStatus`)[0]?.body).toEqual({ problemId: 5, status: 2 });
    expect(refreshed).toEqual([{ problemId: 5, status: 2 }]);
    expect((screen.getByTestId('problem-apply') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('problem-quick') as HTMLButtonElement).disabled).toBe(true);
  });

  it('chat: own messages right, others left; Enter sends a trimmed text; blank is refused', async () => {
    const { server } = setup(problem(), [], [comment(1, 9, '收到')]);
    const theirs = await screen.findByText('收到', {}, { timeout: 8000 });
    expect(theirs.closest('[data-testid="chat-message"]')?.getAttribute('data-own')).toBe('0');
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // antd's Input fires onPressEnter once per key press: release the key as a user would.
    fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(told).toContain('请输入消息内容');
    expect(server.called('POST', `${Q}/addQualityProblemComment`)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '  今天处理  ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const mine = await screen.findByText('今天处理', {}, { timeout: 8000 });
    expect(mine.closest('[data-testid="chat-message"]')?.getAttribute('data-own')).toBe('1');
    expect(server.called('POST', `${Q}/addQualityProblemComment`)[0]?.body).toEqual({
      problemId: 5,
      commentDetail: '今天处理',
    });
  }, 60_000);

  it('shows image attachments as images and other files as shortened links', async () => {
    setup(
      problem(),
      [],
      [
        comment(1, 9, '', '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.jpg', 'site.jpg'),
        comment(2, 9, '', '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdee.pdf', `${'报'.repeat(30)}.pdf`),
      ],
    );
    expect(await screen.findByTestId('chat-image', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('chat-file').textContent).toBe(`${'报'.repeat(19)}....pdf`);
  });

  it('reloads the chat when the problem topic pushes a comment', async () => {
    const { state } = setup(problem());
    await screen.findByTestId('chat-panel');
    state.comments = [comment(1, 9, '现场已处理')];
    act(() => broadcastFrame({ act: 'topic', topic: 'problem:5', event: 'comment', data: state.comments[0] } as never));
    expect(await screen.findByText('现场已处理')).toBeTruthy();
  });

  it('新增整改 is disabled once the problem is applied for or done', async () => {
    setup(problem({ status: 3 }), [rect(1)]);
    expect(await screen.findByTestId('rect-item')).toBeTruthy();
    expect((screen.getByTestId('rect-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it('新增整改 is there while the problem is open', async () => {
    setup(problem({ status: 1 }));
    expect((await screen.findByTestId('rect-add')).hasAttribute('disabled')).toBe(false);
  });

  it('the notice of a safety problem shows its hazard type (隐患类型), and in English the level and type translated', async () => {
    const { server } = setup(problem({ kind: '2', hazardType: '高空作业' }));
    server.answer('GET /business/projectRole/memberOptions/7', () => table([]));
    fireEvent.click(await screen.findByTestId('problem-notice'));
    expect((await screen.findByTestId('notice-hazard-type')).textContent).toBe('高空作业');
    act(() => setLang('en'));
    await waitFor(() => expect(screen.getByTestId('notice-hazard-type').textContent).toBe('Work at height'));
    expect(screen.getByText('Major')).toBeTruthy();
    act(() => setLang('zh'));
  });

  it('the notice of a quality problem leaves 隐患类型 empty rather than showing its type (随机抽查)', async () => {
    const { server } = setup(problem());
    server.answer('GET /business/projectRole/memberOptions/7', () => table([]));
    fireEvent.click(await screen.findByTestId('problem-notice'));
    expect((await screen.findByTestId('notice-hazard-type')).textContent).toBe('');
  });

  it('add rectification: content and photos are required', async () => {
    const { server } = setup(problem());
    fireEvent.click(await screen.findByTestId('rect-add'));
    fireEvent.click(await screen.findByText('确 定'));
    expect(await screen.findByText('请填写整改信息')).toBeTruthy();
    expect(await screen.findByText('请上传整改照片')).toBeTruthy();
    expect(server.called('POST', `${Q}/addQualityProblemRectification`)).toHaveLength(0);
  });
});
