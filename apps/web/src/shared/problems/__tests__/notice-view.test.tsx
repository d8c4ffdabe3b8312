import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProblemNoticeRow } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, setFeedback } from '@/shared/api/feedback.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { NoticeViewDialog } from '../notice-view.tsx';

// The photo widget's own uploading is tested with it (image-upload.test.tsx): here a field that takes the URL.
vi.mock('@/shared/ui/upload/image-upload.tsx', () => ({
  ImageUpload: ({ value, onChange }: { value?: string; onChange?: (value: string) => void }) => (
    <input data-testid="fake-image-upload" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));

const Q = '/business/quality';
const PHOTO = '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.png';

const notice = (over: Partial<ProblemNoticeRow> = {}): ProblemNoticeRow => ({
  id: 4,
  projectId: 7,
  problemId: 5,
  extend1: '2',
  projectName: '滨江花园',
  level: '重要',
  type: '高空作业',
  dept: '安全部',
  createTime: '2026-05-01 09:00:00',
  content: '脚手架连墙件缺失',
  problem: '三层东侧',
  problemFiles: PHOTO,
  inspectionContent: '脚手架专项检查',
  participants: '张三,李四',
  recipient: '9,10',
  rectificationStatus: '0',
  rectification: '',
  rectificationFiles: '',
  rectificationTime: null,
  processed: '',
  createBy: 'admin',
  ...over,
});

function setup(row: ProblemNoticeRow) {
  const state = { row };
  const server = fakeServer({
    [`GET ${Q}/getQualityNotice/4`]: () => ({ code: 200, msg: 'ok', data: state.row }),
    [`PUT ${Q}/replyQualityNotice`]: (call) => {
      const body = call.body as { rectification: string };
      state.row = {
        ...state.row,
        rectificationStatus: '1',
        rectification: body.rectification,
        processed: '协作人一',
        rectificationTime: '2026-05-02 10:00:00',
      };
      return ok();
    },
  });
  renderWithQueries(<NoticeViewDialog noticeId={4} onClose={() => {}} />);
  return server;
}

/** The dialog's title (the printed table repeats it for paper). */
const title = () => document.querySelector('.ant-modal-title')?.textContent;

const told: string[] = [];
beforeEach(() => {
  setLang('zh');
  told.length = 0;
  setFeedback({
    success: (text: string) => told.push(text),
    error: (text: string) => told.push(text),
  } as unknown as Feedback);
});
afterEach(() => {
  setFeedback(null);
  useSession.setState({ user: null });
  vi.unstubAllGlobals();
});

describe('NoticeViewDialog (通知及回复, spec 02 §2)', () => {
  it('shows the notice as a table titled by its type, and a recipient replies once', async () => {
    useSession.setState({ user: { userId: 9, userName: 'collab' } as never });
    const server = setup(notice());
    await waitFor(() => expect(title()).toBe('安全专项检查通知及回复'));
    const table = await screen.findByTestId('notice-view');
    expect(within(table).getByText('脚手架专项检查')).toBeTruthy();
    expect(within(table).getByText('高空作业')).toBeTruthy();
    expect(within(table).getByTestId('notice-status').textContent).toBe('待回复');
    expect(within(screen.getByTestId('notice-problem-files')).getAllByRole('img')).toHaveLength(1);

    await userEvent.click(screen.getByTestId('notice-reply-submit'));
    expect(await screen.findByText('请填写整改情况')).toBeTruthy();
    expect(server.writes).toEqual([]);
    await userEvent.type(screen.getByTestId('notice-reply-text'), '已补设连墙件');
    await userEvent.click(screen.getByTestId('notice-reply-submit'));
    await waitFor(() =>
      expect(server.writes).toEqual([
        {
          method: 'PUT',
          path: `${Q}/replyQualityNotice`,
          body: { id: 4, rectification: '已补设连墙件', rectificationFiles: '' },
        },
      ]),
    );
    expect(told).toContain('回复成功');
    await waitFor(() => expect(screen.getByTestId('notice-status').textContent).toBe('已回复'));
    expect(screen.queryByTestId('notice-reply-form')).toBeNull();
    expect(within(screen.getByTestId('notice-view')).getByText('已补设连墙件')).toBeTruthy();
  });

  it('takes the reply as the problem’s rectification on request, under the rectification’s rules', async () => {
    useSession.setState({ user: { userId: 9, userName: 'collab' } as never });
    const server = setup(notice());
    await screen.findByTestId('notice-reply-form');
    await userEvent.click(screen.getByTestId('notice-reply-as-rectification'));
    await userEvent.type(screen.getByTestId('notice-reply-text'), '已补设连墙件');
    await userEvent.click(screen.getByTestId('notice-reply-submit'));
    expect(await screen.findByText('请上传整改照片')).toBeTruthy();
    expect(server.writes).toEqual([]);
    // The rectification's 100 characters at most.
    expect(screen.getByTestId('notice-reply-text').getAttribute('maxlength')).toBe('100');
    await userEvent.type(screen.getByTestId('fake-image-upload'), PHOTO);
    await userEvent.click(screen.getByTestId('notice-reply-submit'));
    await waitFor(() =>
      expect(server.writes.filter((w) => w.path.endsWith('replyQualityNotice'))).toEqual([
        {
          method: 'PUT',
          path: `${Q}/replyQualityNotice`,
          body: { id: 4, rectification: '已补设连墙件', rectificationFiles: PHOTO, asRectification: true },
        },
      ]),
    );
  });

  it('offers no rectification for a notice without a problem', async () => {
    useSession.setState({ user: { userId: 9, userName: 'collab' } as never });
    setup(notice({ problemId: null }));
    await screen.findByTestId('notice-reply-form');
    expect(screen.queryByTestId('notice-reply-as-rectification')).toBeNull();
  });

  it('offers no reply to someone who is not a recipient; 打印 prints; quality when the type is 1', async () => {
    useSession.setState({ user: { userId: 1, userName: 'admin' } as never });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    setup(notice({ extend1: '1' }));
    await waitFor(() => expect(title()).toBe('质量专项检查通知及回复'));
    await screen.findByTestId('notice-view');
    expect(screen.queryByTestId('notice-reply-form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('speaks English', async () => {
    setLang('en');
    useSession.setState({ user: { userId: 1, userName: 'admin' } as never });
    setup(notice());
    await waitFor(() => expect(title()).toBe('Safety special inspection notice and reply'));
    expect(within(await screen.findByTestId('notice-view')).getByText('Inspection content')).toBeTruthy();
  });
});
