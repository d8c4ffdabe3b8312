import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import ConfigListPage from '../config/pages/config-list-page.tsx';
import DictDataPage from '../dict/pages/dict-data-page.tsx';
import DictTypeListPage from '../dict/pages/dict-type-list-page.tsx';
import NoticeListPage from '../notice/pages/notice-list-page.tsx';
import PostListPage from '../post/pages/post-list-page.tsx';

/** The fetch of the test's fake server (set by `serve`). */
let fetchMock: ReturnType<typeof fakeServer>['fetchMock'];
/** What the user was told (every confirmation accepted at once). */
const told = recordFeedbackEachTest();

/** The writes these screens make in the tests. */
const WRITES = {
  'POST /system/config': ok,
  'POST /system/dict/type': ok,
  'POST /system/dict/data': ok,
  'POST /system/notice': ok,
  'POST /system/post': ok,
  'DELETE /system/post/1,2': ok,
  'DELETE /system/dict/type/refreshCache': ok,
};

/** The shared fake server with `routes` and the writes above; answers the recorded writes. */
function serve(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({ ...WRITES, ...routes });
  fetchMock = server.fetchMock;
  return server.writes;
}

function renderPage(page: ReactNode, path = '/', pattern = '/') {
  useSession.setState({ token: 't', roles: ['admin'], permissions: ['*:*:*'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function chooseOption(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select.closest('.ant-select') ?? select).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

/** The audit fields every fixture row carries. */
const AUDIT = {
  createBy: 'admin',
  createTime: '2024-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
};

const page = (rows: unknown[]) => () => ({ code: 200, msg: 'ok', total: rows.length, rows });

describe('岗位管理', () => {
  const POST = {
    postId: 1,
    postCode: 'ceo',
    postName: '董事长',
    postSort: 1,
    status: '0',
    ...AUDIT,
  };

  it('lists posts with status tags and adds one', async () => {
    const writes = serve({
      'GET /system/post/list': page([POST, { ...POST, postId: 2, postCode: 'se', postName: '工程师', status: '1' }]),
    });
    renderPage(<PostListPage />);
    const row = await screen.findByTestId('post-row-1');
    expect(within(row).getByText('董事长')).toBeTruthy();
    expect(within(row).getByText('正常').className).toContain('ant-tag');
    expect(within(screen.getByTestId('post-row-2')).getByText('停用')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/system/post/list'))?.[0])).toContain(
      'pageNum=1&pageSize=20',
    );

    await userEvent.click(screen.getByTestId('post-add'));
    await userEvent.click(screen.getByTestId('post-form-submit'));
    expect(await screen.findByText('岗位名称不能为空')).toBeTruthy();
    await userEvent.type(within(screen.getByTestId('post-form')).getByLabelText('岗位名称'), '项目经理');
    await userEvent.type(within(screen.getByTestId('post-form')).getByLabelText('岗位编码'), 'pm');
    await userEvent.click(screen.getByTestId('post-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/system/post',
      body: { postName: '项目经理', postCode: 'pm', postSort: 0, status: '0', remark: '' },
    });
    await waitFor(() => expect(told).toContain('新增成功'));
  });

  it('deletes the selected posts after confirmation', async () => {
    const writes = serve({ 'GET /system/post/list': page([POST, { ...POST, postId: 2 }]) });
    renderPage(<PostListPage />);
    await screen.findByTestId('post-row-1');
    for (const id of [1, 2]) await userEvent.click(within(screen.getByTestId(`post-row-${id}`)).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('post-delete'));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: '/system/post/1,2', body: undefined }]));
    expect(told).toContain('是否确认删除岗位编号为"1,2"的数据项？');
  });
});

describe('字典管理', () => {
  const TYPE = {
    dictId: 7,
    dictName: '用户性别',
    dictType: 'sys_user_sex',
    status: '0',
    createBy: 'admin',
    createTime: '2024-01-01 10:00:00',
    updateBy: '',
    updateTime: null,
    remark: '性别列表',
  };

  it('lists types linking to their data and adds a type', async () => {
    const writes = serve({ 'GET /system/dict/type/list': page([TYPE]) });
    renderPage(<DictTypeListPage />);
    const link = await screen.findByTestId('dict-type-link-7');
    expect(link.getAttribute('href')).toBe('/system/dict-data/index/7');
    await userEvent.click(screen.getByTestId('dict-add'));
    await userEvent.type(within(screen.getByTestId('dict-form')).getByLabelText('字典名称'), '项目阶段');
    await userEvent.type(within(screen.getByTestId('dict-form')).getByLabelText('字典类型'), 'Bad-Type');
    await userEvent.click(screen.getByTestId('dict-form-submit'));
    expect(await screen.findByText('字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）')).toBeTruthy();
    await userEvent.clear(within(screen.getByTestId('dict-form')).getByLabelText('字典类型'));
    await userEvent.type(within(screen.getByTestId('dict-form')).getByLabelText('字典类型'), 'project_stage');
    await userEvent.click(screen.getByTestId('dict-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/system/dict/type',
      body: { dictName: '项目阶段', dictType: 'project_stage', status: '0', remark: '' },
    });
  });

  it('refreshes the cache', async () => {
    const writes = serve({ 'GET /system/dict/type/list': page([TYPE]) });
    renderPage(<DictTypeListPage />);
    await screen.findByTestId('dict-row-7');
    await userEvent.click(screen.getByTestId('dict-refresh-cache'));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'DELETE', path: '/system/dict/type/refreshCache', body: undefined }]),
    );
    await waitFor(() => expect(told).toContain('刷新成功'));
  });

  it('shows the data of one type and adds data with a list class', async () => {
    const writes = serve({
      'GET /system/dict/type/7': () => ({ code: 200, msg: 'ok', data: TYPE }),
      'GET /system/dict/type/optionselect': () => ({ code: 200, msg: 'ok', data: [TYPE] }),
      'GET /system/dict/data/list': ({ query }) =>
        page(
          query.get('dictType') === 'sys_user_sex'
            ? [
                {
                  dictCode: 1,
                  dictSort: 1,
                  dictLabel: '男',
                  dictValue: '0',
                  dictType: 'sys_user_sex',
                  cssClass: '',
                  listClass: 'success',
                  isDefault: 'Y',
                  default: true,
                  status: '0',
                  ...AUDIT,
                },
              ]
            : [],
        )(),
    });
    renderPage(<DictDataPage />, '/system/dict-data/index/7', '/system/dict-data/index/:dictId');
    const row = await screen.findByTestId('dict-data-row-1');
    expect(within(row).getByText('男').getAttribute('data-list-class')).toBe('success');
    await userEvent.click(screen.getByTestId('dict-data-add'));
    await waitFor(() =>
      expect((within(screen.getByTestId('dict-data-form')).getByLabelText('字典类型') as HTMLInputElement).value).toBe(
        'sys_user_sex',
      ),
    );
    await userEvent.type(within(screen.getByTestId('dict-data-form')).getByLabelText('数据标签'), '女');
    await userEvent.type(within(screen.getByTestId('dict-data-form')).getByLabelText('数据键值'), '1');
    await chooseOption('dict-data-list-class', '危险(danger)');
    await userEvent.click(screen.getByTestId('dict-data-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/system/dict/data',
      body: {
        dictType: 'sys_user_sex',
        dictLabel: '女',
        dictValue: '1',
        dictSort: 0,
        listClass: 'danger',
        isDefault: 'N',
        status: '0',
      },
    });
  });

  it('sends a non-numeric dict id to 404', async () => {
    serve({});
    const router = renderPage(<DictDataPage />, '/system/dict-data/index/abc', '/system/dict-data/index/:dictId');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('参数设置', () => {
  it('lists parameters with the built-in flag and adds one', async () => {
    const writes = serve({
      'GET /system/config/list': page([
        {
          configId: 1,
          configName: '主框架页-默认皮肤样式名称',
          configKey: 'sys.index.skinName',
          configValue: 'skin-blue',
          configType: 'Y',
          ...AUDIT,
        },
      ]),
    });
    renderPage(<ConfigListPage />);
    const row = await screen.findByTestId('config-row-1');
    expect(within(row).getByText('sys.index.skinName')).toBeTruthy();
    expect(within(row).getByText('是')).toBeTruthy();
    await userEvent.click(screen.getByTestId('config-add'));
    await userEvent.type(within(screen.getByTestId('config-form')).getByLabelText('参数名称'), '上传上限');
    await userEvent.type(within(screen.getByTestId('config-form')).getByLabelText('参数键名'), 'sys.upload.max');
    await userEvent.type(within(screen.getByTestId('config-form')).getByLabelText('参数键值'), '5');
    await userEvent.click(within(screen.getByTestId('config-form')).getByLabelText('否'));
    await userEvent.click(screen.getByTestId('config-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/system/config',
      body: { configName: '上传上限', configKey: 'sys.upload.max', configValue: '5', configType: 'N', remark: '' },
    });
  });
});

describe('通知公告', () => {
  const NOTICE = {
    noticeId: 3,
    noticeTitle: '停电通知',
    noticeType: '1',
    noticeContent: '<p>明天<strong>停电</strong></p>',
    status: '0',
    ...AUDIT,
  };

  it('lists notices, shows the detail HTML and adds one with rich text', async () => {
    const writes = serve({
      'GET /system/notice/list': page([NOTICE]),
      'GET /system/notice/3': () => ({ code: 200, msg: 'ok', data: NOTICE }),
    });
    renderPage(<NoticeListPage />);
    const row = await screen.findByTestId('notice-row-3');
    expect(within(row).getByText('通知').getAttribute('data-list-class')).toBe('warning');
    await userEvent.click(screen.getByTestId('notice-title-3'));
    const content = await screen.findByTestId('notice-detail-content');
    await waitFor(() => expect(content.querySelector('strong')?.textContent).toBe('停电'));

    await userEvent.click(screen.getByTestId('notice-add'));
    await userEvent.type(within(screen.getByTestId('notice-form')).getByLabelText('公告标题'), '放假安排');
    await chooseOption('notice-form-type', '公告');
    const prose = await waitFor(() => {
      const element = document.querySelector('[data-testid=notice-form] .ProseMirror') as
        | (HTMLElement & { editor?: Editor })
        | null;
      if (!element?.editor) throw new Error('editor not ready');
      return element;
    });
    prose.editor?.commands.setContent('<p>国庆放假</p>', { emitUpdate: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(screen.getByTestId('notice-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/system/notice',
      body: { noticeTitle: '放假安排', noticeType: '2', noticeContent: '<p>国庆放假</p>', status: '0' },
    });
  });

  it('sends rich text typed just before 确定 (the editor’s pending change is flushed on submit)', async () => {
    const writes = serve({ 'GET /system/notice/list': page([]) });
    renderPage(<NoticeListPage />);
    await userEvent.click(await screen.findByTestId('notice-add'));
    await userEvent.type(within(screen.getByTestId('notice-form')).getByLabelText('公告标题'), '停水通知');
    await chooseOption('notice-form-type', '通知');
    const prose = await waitFor(
      () => {
        const element = document.querySelector('[data-testid=notice-form] .ProseMirror') as
          | (HTMLElement & { editor?: Editor })
          | null;
        if (!element?.editor) throw new Error('editor not ready');
        return element;
      },
      { timeout: 10_000 },
    );
    // Typed and submitted at once: no wait for the 250 ms debounce, and the click moves no focus.
    prose.editor?.commands.setContent('<p>明天停水</p>', { emitUpdate: true });
    prose.editor?.commands.insertContent(' 八点起', { updateSelection: true });
    fireEvent.click(screen.getByTestId('notice-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/system/notice',
      body: { noticeTitle: '停水通知', noticeType: '1', noticeContent: '<p>明天停水 八点起</p>', status: '0' },
    });
  });
});
