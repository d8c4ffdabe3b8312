import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@zj/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { ExcelImportDialog, resultLines } from '../excel-import-dialog.tsx';
import { fakeFeedback, fileOf } from './test-kit.tsx';

const fake = fakeServerEachTest();
const user = userEvent.setup({ applyAccept: false });
const send = (form: FormData, updateSupport: boolean) =>
  call(API.users.importData, { query: { updateSupport: updateSupport ? '1' : '0' }, body: form }, { silent: true });

describe('ExcelImportDialog', () => {
  it('splits <br/> into lines', () => {
    expect(resultLines('导入成功！共 2 条<br/>1、a<br>2、b')).toEqual(['导入成功！共 2 条', '1、a', '2、b']);
  });

  it('refuses non-Excel files', async () => {
    const told = fakeFeedback();
    render(<ExcelImportDialog open send={send} onClose={() => {}} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, fileOf('a.csv', 10));
    expect(told.error).toHaveBeenCalledWith('文件格式不正确，请上传 xlsx 文件');
  });

  it('sends the file with updateSupport and shows the answer as text lines', async () => {
    fakeFeedback();
    fake.server.answer('POST /system/user/importData', () => ({
      code: 200,
      msg: '恭喜您，数据已全部导入成功！共 1 条<br/>1、<b>张三</b> 导入成功',
    }));
    const onImported = vi.fn();
    render(
      <ExcelImportDialog
        open
        send={send}
        downloadTemplate={async () => true}
        onClose={() => {}}
        onImported={onImported}
      />,
    );
    expect(screen.getByTestId('import-template')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, fileOf('users.xlsx', 10));
    await user.click(screen.getByTestId('import-update-support'));
    await user.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    const [url, init] = fake.fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/prod-api/system/user/importData?updateSupport=1');
    expect((((init as RequestInit).body as FormData).get('file') as File).name).toBe('users.xlsx');
    const result = await screen.findByTestId('import-result');
    expect(result.querySelectorAll('div')).toHaveLength(2);
    expect(result.querySelector('b')).toBeNull();
    expect(result.textContent).toContain('1、<b>张三</b> 导入成功');
  });
});
