import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODEL_PERMS as P, type VersionRow } from '@zj/contract';
import { defaultOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/shared/api/token.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { recordFeedback } from '@/shared/testing/record-feedback.ts';
import { fileOf, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ModelListPage from '../pages/model-list-page.tsx';
import { uploadEndpoint } from '../upload/tus-upload.ts';
import { fakeTusServer } from './fake-tus.ts';
import { appear, band, IFC_TEXT, version } from './model-fakes.ts';

// The browser build of tus-js-client, as the app's bundle has it (Vitest would take the Node one).
vi.mock('tus-js-client', async () => await import('tus-js-client/lib.esm/browser/index.js' as string));

const fake = fakeServerEachTest();
const told: string[] = [];
const ALL = Object.values(P);
const ok = () => ({ code: 200, msg: '操作成功' });
const refused = (msg: string) => () => ({ code: 500, msg });

beforeEach(() => {
  told.length = 0;
  recordFeedback({ told, failures: 'ignored' });
  localStorage.clear();
  setToken('t');
});

/** The bands 建筑 (V2 current of two) and 结构 (none); the versions of 建筑 as `versions` says. */
function serveBands(versions: () => VersionRow[]) {
  fake.server.answer('GET /business/model/band/list', () =>
    table([
      band(1, '建筑', { currentVersionId: 12, currentVersionNo: 2, versionCount: 2, status: '2' }),
      band(2, '结构'),
    ]),
  );
  fake.server.answer('GET /business/model/version/list', (call) =>
    call.query.get('bandId') === '1' ? table(versions()) : table([]),
  );
}

const openPage = () => renderWithProviders(<ModelListPage />);

describe('模型列表', () => {
  it('lists the bands and the chosen band’s versions with size, schema, status, elements and who', {
    timeout: 60_000,
  }, async () => {
    serveBands(() => [
      version(12, 2, { current: '1' }),
      version(11, 1, { status: '3', errorMsg: '模型文件已损坏，无法转换：no IfcProject', elementCount: 0 }),
    ]);
    inProject(ALL);
    openPage();
    const row = await appear('mversion-row-12');
    expect(within(row).getByText('house-v2.ifc')).toBeTruthy();
    expect(within(row).getByText('47 KB · IFC4')).toBeTruthy();
    expect(within(row).getByTestId('mversion-status-12').textContent).toBe('已完成');
    expect(within(row).getByTestId('mversion-current-12').textContent).toBe('当前版本');
    expect(within(row).getByText('16 个构件 · 转换用时 1.8 s')).toBeTruthy();
    expect(within(row).getByText('2026-11-22 09:00:00')).toBeTruthy();
    const failed = screen.getByTestId('mversion-row-11');
    expect(within(failed).getByTestId('mversion-error-11').textContent).toBe('模型文件已损坏，无法转换：no IfcProject');
    // Only a converted version that is not current can be made current.
    expect(within(failed).queryByTestId('mversion-current-set-11')).toBeNull();
    expect(within(row).queryByTestId('mversion-current-set-12')).toBeNull();
    expect(fake.server.reads.map((url) => url.pathname + url.search)).toContain(
      '/prod-api/business/model/version/list?projectId=7&bandId=1&pageNum=1&pageSize=20',
    );
    expect(screen.getByTestId('mband-1').textContent).toContain('当前版本 V2');

    await userEvent.click(screen.getByTestId('mband-2'));
    await waitFor(() => expect(fake.server.reads.at(-1)?.search).toBe('?projectId=7&bandId=2&pageNum=1&pageSize=20'));
    expect(screen.getByText('暂无模型')).toBeTruthy();
  });

  it('adds a band (the name required), renames one and shows the server’s refusal of a delete', {
    timeout: 60_000,
  }, async () => {
    serveBands(() => []);
    fake.server.answer('POST /business/model/band', () => ({ code: 200, msg: '操作成功', data: 3 }));
    fake.server.answer('PUT /business/model/band', ok);
    fake.server.answer('DELETE /business/model/band/1', refused('该模型分段仍有模型版本，不能删除'));
    inProject(ALL);
    openPage();
    await appear('mband-1');

    await userEvent.click(screen.getByTestId('mband-add'));
    await userEvent.click(await appear('mband-form-submit'));
    expect(await screen.findByText('分段名称不能为空')).toBeTruthy();
    expect(fake.server.writes).toEqual([]);
    fireEvent.change(screen.getByTestId('mband-form-name'), { target: { value: '给排水' } });
    await userEvent.click(screen.getByTestId('mband-form-submit'));
    await waitFor(() => expect(fake.server.writes).toHaveLength(1));
    expect(fake.server.writes[0]).toEqual({
      method: 'POST',
      path: '/business/model/band',
      body: { projectId: 7, bandName: '给排水' },
    });
    await waitFor(() => expect(told).toContain('新增成功'));

    await userEvent.click(screen.getByTestId('mband-rename-2'));
    const name = await appear('mband-form-name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('结构'));
    fireEvent.change(name, { target: { value: '结构 (主体)' } });
    await userEvent.click(screen.getByTestId('mband-form-submit'));
    await waitFor(() => expect(fake.server.writes).toHaveLength(2));
    expect(fake.server.writes[1]?.body).toEqual({ bandId: 2, bandName: '结构 (主体)' });

    await userEvent.click(screen.getByTestId('mband-delete-1'));
    await waitFor(() => expect(told).toContain('该模型分段仍有模型版本，不能删除'));
    expect(told).toContain('是否确认删除模型分段"建筑"？');
    expect(told).not.toContain('删除成功');
  });

  it('sets a version current, and lets only an admin force the delete of a version problems point at', {
    timeout: 60_000,
  }, async () => {
    serveBands(() => [version(12, 2, { current: '1' }), version(11, 1)]);
    fake.server.answer('PUT /business/model/version/current/11', ok);
    fake.server.answer('DELETE /business/model/version/12', (call) =>
      call.query.get('force') === 'true' ? ok() : refused('该版本仍有问题关联，不能删除')(),
    );
    inProject(ALL);
    openPage();
    await userEvent.click(await appear('mversion-current-set-11'));
    await waitFor(() => expect(told).toContain('已设为当前版本'));
    expect(told).toContain('是否确认将 V1（house-v1.ifc）设为"建筑"的当前版本？');

    // A member with the permission: refused with the server's reason, nothing forced.
    await userEvent.click(screen.getByTestId('mversion-delete-12'));
    await waitFor(() => expect(told).toContain('该版本仍有问题关联，不能删除'));
    expect(fake.server.called('DELETE', '/business/model/version/12')).toHaveLength(1);

    // An admin is asked again, warned, and deletes it anyway.
    told.length = 0;
    useSession.setState({ roles: ['admin'] });
    await userEvent.click(screen.getByTestId('mversion-delete-12'));
    await waitFor(() => expect(told).toContain('删除成功'));
    expect(told[1]).toMatch(/^该版本仍有问题关联，不能删除 作为管理员，您可以强制删除该版本/);
    const deletes = fake.server.called('DELETE', '/business/model/version/12');
    expect(deletes.map((call) => call.query.get('force'))).toEqual([null, null, 'true']);
  });

  it('shows no upload, rename or delete without the project permissions', { timeout: 60_000 }, async () => {
    serveBands(() => [version(12, 2, { current: '1' })]);
    inProject([P.list]);
    openPage();
    await appear('mversion-row-12');
    expect(screen.queryByTestId('mversion-add')).toBeNull();
    expect(screen.queryByTestId('mband-add')).toBeNull();
    expect(screen.queryByTestId('mband-rename-1')).toBeNull();
    expect(screen.queryByTestId('mversion-delete-12')).toBeNull();
  });

  it('reads the list again while a model converts: 转换中 40% → 已完成, then the bands', {
    timeout: 60_000,
  }, async () => {
    let progress: VersionRow = version(13, 3, { status: '1', progress: 40, elementCount: 0, convertMs: null });
    serveBands(() => [progress]);
    inProject(ALL);
    openPage();
    const status = await appear('mversion-status-13');
    expect(status.textContent).toContain('转换中 40%');
    const bandReads = () => fake.server.reads.filter((url) => url.pathname.endsWith('/band/list')).length;
    expect(bandReads()).toBe(1);
    progress = version(13, 3);
    await waitFor(() => expect(screen.getByTestId('mversion-status-13').textContent).toBe('已完成'), {
      timeout: 6000,
    });
    // Converted: it may be its band's current version now.
    await waitFor(() => expect(bandReads()).toBe(2));
  });
});

describe('上传模型', () => {
  let tus: ReturnType<typeof fakeTusServer>;
  const saved = defaultOptions.httpStack;
  beforeEach(() => {
    tus = fakeTusServer(uploadEndpoint());
    defaultOptions.httpStack = tus.stack;
  });
  afterEach(() => {
    defaultOptions.httpStack = saved;
  });

  const chooseFile = (file: File) => {
    const input = within(screen.getByTestId('mupload-dialog')).getByDisplayValue('') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };
  const openUpload = async () => {
    await userEvent.click(await appear('mversion-add'));
    await appear('mupload-dialog');
  };

  it('refuses a wrong type, a file over 1 GB and a file that is not IFC before any request', {
    timeout: 60_000,
  }, async () => {
    serveBands(() => []);
    inProject(ALL);
    openPage();
    await openUpload();
    chooseFile(new File([IFC_TEXT], 'house.rvt'));
    await waitFor(() => expect(told).toContain('文件格式不正确, 请上传ifc格式文件!'));
    chooseFile(fileOf('huge.ifc', 1024 * 1024 * 1024 + 1));
    await waitFor(() => expect(told).toContain('上传文件大小不能超过 1024 MB!'));
    chooseFile(new File(['\u0089PNG\r\n\u001a\n'], 'not-ifc.ifc'));
    await waitFor(() => expect(told).toContain('文件内容不是 IFC 模型：IFC 文件应以 ISO-10303-21; 开头'));
    expect(tus.seen).toEqual([]);
    expect(fake.server.writes).toEqual([]);
    expect(screen.queryByTestId('mupload-progress')).toBeNull();
  });

  it('sends a good file over tus with the bearer token and shows the new version 排队中', {
    timeout: 60_000,
  }, async () => {
    let rows: VersionRow[] = [];
    serveBands(() => rows);
    inProject(ALL);
    openPage();
    await openUpload();
    const file = new File([IFC_TEXT], 'house-v1.ifc', { lastModified: 1000 });
    rows = [version(31, 1, { status: '0', progress: 0, elementCount: 0, convertMs: null, fileName: 'house-v1.ifc' })];
    chooseFile(file);
    await waitFor(() => expect(told).toContain('上传成功，模型已进入转换队列'));
    const [create, patch] = tus.seen;
    expect(create?.method).toBe('POST');
    expect(create?.url).toBe('http://localhost:3000/prod-api/business/model/upload');
    expect(create?.headers.Authorization).toBe('Bearer t');
    expect(create?.headers['Upload-Length']).toBe(String(file.size));
    expect([...tus.uploads.values()][0]?.metadata).toEqual({ filename: 'house-v1.ifc', projectId: '7', bandId: '1' });
    expect(patch).toMatchObject({ method: 'PATCH', size: file.size });
    expect(patch?.headers.Authorization).toBe('Bearer t');
    expect((await appear('mversion-status-31')).textContent).toBe('排队中');
    // Done: tus forgets the upload, nothing is left to resume.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
    expect(tus.seen.every((request) => request.headers.Authorization === 'Bearer t')).toBe(true);
  });

  it('resumes after a reload: names the unfinished upload and sends only the missing bytes', {
    timeout: 60_000,
  }, async () => {
    serveBands(() => []);
    const file = new File([IFC_TEXT], 'house-v1.ifc', { lastModified: 1000 });
    // Before the reload: the server got 100 bytes; tus kept the upload's URL under the file's fingerprint.
    tus.uploads.set('u9', { id: 'u9', length: file.size, offset: 100, metadata: {} });
    localStorage.setItem(
      `tus::zj-model-7-1-house-v1.ifc-${file.size}-1000::k1`,
      JSON.stringify({
        size: file.size,
        metadata: { filename: 'house-v1.ifc', projectId: '7', bandId: '1' },
        creationTime: '2026-11-29T09:00:00.000Z',
        uploadUrl: `${uploadEndpoint()}/u9`,
      }),
    );
    inProject(ALL);
    openPage();
    await openUpload();
    expect((await appear('mupload-unfinished')).textContent).toContain('house-v1.ifc');
    chooseFile(file);
    await waitFor(() => expect(told).toContain('上传成功，模型已进入转换队列'));
    expect(tus.seen.map((request) => request.method)).toEqual(['HEAD', 'PATCH']);
    expect(tus.seen[1]).toMatchObject({ size: file.size - 100, headers: { 'Upload-Offset': '100' } });
  });

  it('shows the server’s refusal of the finished file and offers a retry', { timeout: 60_000 }, async () => {
    serveBands(() => []);
    tus.state.refuseCompletion = '文件不是有效的 IFC 模型';
    inProject(ALL);
    openPage();
    await openUpload();
    chooseFile(new File([IFC_TEXT], 'house.ifc', { lastModified: 1000 }));
    expect((await appear('mupload-error')).textContent).toBe('文件不是有效的 IFC 模型');
    expect(screen.getByTestId('mupload-retry')).toBeTruthy();
    expect(told).not.toContain('上传成功，模型已进入转换队列');
  });
});
