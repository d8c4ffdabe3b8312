import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '@/shared/api/token.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { FileUpload } from '../upload/file-upload.tsx';
import { fileProblem, typeAllowed } from '../upload/upload-rules.ts';
import { fakeFeedback, fileOf } from './test-kit.tsx';

const fake = fakeServerEachTest();
const user = userEvent.setup({ applyAccept: false });
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const MB = 1024 * 1024;

describe('upload rules', () => {
  it('matches types by extension or mime type', () => {
    expect(typeAllowed({ name: 'a.PDF', type: '' }, ['pdf'])).toBe(true);
    expect(typeAllowed({ name: 'a.docx', type: '' }, ['doc'])).toBe(true);
    expect(typeAllowed({ name: 'noext', type: 'application/pdf' }, ['pdf'])).toBe(true);
    expect(typeAllowed({ name: 'a.exe', type: 'application/x-msdownload' }, ['doc', 'pdf'])).toBe(false);
  });

  it('checks type before size', () => {
    const rules = { types: ['doc', 'xls'], maxMb: 1, limit: 5 };
    expect(fileProblem({ name: 'a.exe', type: '', size: 5 * MB }, rules)?.key).toBe('upload.badType');
    expect(fileProblem({ name: 'a.doc', type: '', size: 2 * MB }, rules)).toEqual({
      key: 'upload.tooLarge',
      params: { n: 1 },
    });
    expect(fileProblem({ name: 'a.doc', type: '', size: MB }, rules)).toBeNull();
  });
});

describe('FileUpload', () => {
  it('refuses a wrong type with the spec text', async () => {
    const told = fakeFeedback();
    const { container } = render(<FileUpload />);
    await user.upload(input(container), fileOf('virus.exe', 10));
    expect(told.error).toHaveBeenCalledWith('文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses files over the size limit', async () => {
    const told = fakeFeedback();
    const { container } = render(<FileUpload fileSize={1} />);
    await user.upload(input(container), fileOf('big.pdf', 2 * MB));
    expect(told.error).toHaveBeenCalledWith('上传文件大小不能超过 1 MB!');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a batch that would exceed the count limit', async () => {
    const told = fakeFeedback();
    const { container } = render(<FileUpload limit={2} value="/prod-api/file/a.pdf" />);
    await user.upload(input(container), [fileOf('b.pdf', 10), fileOf('c.pdf', 10)]);
    expect(told.error).toHaveBeenCalledWith('上传文件数量不能超过 2 个!');
    expect(told.error).toHaveBeenCalledTimes(1);
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('uploads to /file/upload?kind=file with the token and emits comma-joined URLs', async () => {
    const told = fakeFeedback();
    setToken('tok');
    fake.server.answer('POST /file/upload', () => ({
      code: 200,
      msg: '上传成功',
      data: { name: 'b.pdf', url: '/prod-api/file/2024/b.pdf' },
    }));
    const onChange = vi.fn();
    const { container } = render(<FileUpload value="/prod-api/file/a.pdf" onChange={onChange} />);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    await user.upload(input(container), fileOf('b.pdf', 10, 'application/pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/prod-api/file/a.pdf,/prod-api/file/2024/b.pdf'));
    const [url, init] = fake.fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/prod-api/file/upload?kind=file');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(((init as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
    expect(told.success).toHaveBeenCalledWith('上传成功');
    expect(told.loading).toHaveBeenCalledOnce();
    expect(told.loadingClosed).toHaveBeenCalledOnce();
    expect(await screen.findByText('b.pdf')).toBeTruthy();
  });

  it("shows the server's msg when it refuses and '上传失败, 请重试' on a network failure", async () => {
    const told = fakeFeedback();
    fake.server.answer('POST /file/upload', () => ({ code: 500, msg: '文件内容与扩展名不符' }));
    const onChange = vi.fn();
    const { container } = render(<FileUpload onChange={onChange} />);
    await user.upload(input(container), fileOf('a.pdf', 10));
    await waitFor(() => expect(told.error).toHaveBeenCalledWith('文件内容与扩展名不符'));
    // A transport failure: no answer at all.
    fake.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.upload(input(container), fileOf('b.pdf', 10));
    await waitFor(() => expect(told.error).toHaveBeenCalledWith('上传失败, 请重试'));
    expect(told.loadingClosed).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a file from the value', async () => {
    fakeFeedback();
    const onChange = vi.fn();
    const { container } = render(<FileUpload value="/prod-api/file/a.pdf,/prod-api/file/b.pdf" onChange={onChange} />);
    const removeButtons = container.querySelectorAll('.ant-upload-list-item-action');
    await user.click(removeButtons[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('/prod-api/file/b.pdf');
  });
});
