import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { readImageSize } from '../upload/image-size.ts';
import { ImageUpload } from '../upload/image-upload.tsx';
import { fakeFeedback, fileOf } from './test-kit.tsx';

vi.mock('../upload/image-size.ts', () => ({ readImageSize: vi.fn() }));

const fake = fakeServerEachTest();
const user = userEvent.setup({ applyAccept: false });
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

beforeEach(() => {
  vi.mocked(readImageSize).mockReset();
});

describe('ImageUpload', () => {
  it('refuses other types and images over 20 MB with the image texts', async () => {
    const told = fakeFeedback();
    const { container } = render(<ImageUpload />);
    await user.upload(input(container), fileOf('a.gif', 10, 'image/gif'));
    expect(told.error).toHaveBeenCalledWith('文件格式不正确, 请上传png/jpg/jpeg图片格式文件!');
    await user.upload(input(container), fileOf('a.png', 21 * 1024 * 1024, 'image/png'));
    expect(told.error).toHaveBeenCalledWith('上传图片大小不能超过 20 MB!');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses more than the limit', async () => {
    const told = fakeFeedback();
    const { container } = render(<ImageUpload limit={1} value="/prod-api/file/a.png" />);
    // the add card is hidden when full; the input is gone with it
    expect(container.querySelector('[data-testid=image-upload-choose]')).toBeNull();
    const two = render(<ImageUpload limit={1} />);
    await user.upload(input(two.container), [fileOf('a.png', 10), fileOf('b.png', 10)]);
    expect(told.error).toHaveBeenCalledWith('上传文件数量不能超过 1 个!');
  });

  it('with square: a non-square image clears the list and says so', async () => {
    const told = fakeFeedback();
    vi.mocked(readImageSize).mockResolvedValue({ width: 200, height: 100 });
    const onChange = vi.fn();
    const { container } = render(<ImageUpload square value="/prod-api/file/old.png" onChange={onChange} />);
    await user.upload(input(container), fileOf('wide.png', 10, 'image/png'));
    await waitFor(() => expect(told.error).toHaveBeenCalledWith('请上传正方形图片'));
    expect(onChange).toHaveBeenCalledWith('');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('with square: a square image is uploaded as kind=image', async () => {
    fakeFeedback();
    vi.mocked(readImageSize).mockResolvedValue({ width: 100, height: 100 });
    fake.server.answer('POST /file/upload', () => ({
      code: 200,
      msg: 'ok',
      data: { name: 'sq.png', url: '/prod-api/file/sq.png' },
    }));
    const onChange = vi.fn();
    const { container } = render(<ImageUpload square onChange={onChange} />);
    await user.upload(input(container), fileOf('sq.png', 10, 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/prod-api/file/sq.png'));
    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe('/prod-api/file/upload?kind=image');
    expect(container.querySelector('img[src="/prod-api/file/sq.png"]')).toBeTruthy();
  });
});
