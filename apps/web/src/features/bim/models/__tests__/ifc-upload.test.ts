import { MODEL_MAX_BYTES } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fileOf } from '@/shared/ui/__tests__/test-kit.tsx';
import { checkIfcFile, sniffHead } from '../upload/ifc-check.ts';
import { failureText, fingerprintOf } from '../upload/tus-upload.ts';
import { IFC_TEXT } from './model-fakes.ts';

// The browser build of tus-js-client, as the app's bundle has it (Vitest would take the Node one).
vi.mock('tus-js-client', async () => await import('tus-js-client/lib.esm/browser/index.js' as string));

const ifcFile = (text = IFC_TEXT, name = 'house.ifc') => new File([text], name, { lastModified: 1000 });

beforeEach(() => setLang('zh'));
afterEach(() => setLang('zh'));

describe('the checks of a model file before upload', () => {
  it('reads an IFC from its first bytes: STEP text with a FILE_SCHEMA line', () => {
    expect(sniffHead(IFC_TEXT)).toBe('ok');
    expect(sniffHead(`\uFEFF\n  ${IFC_TEXT}`)).toBe('ok');
    expect(sniffHead('\u0089PNG\r\n\u001a\n')).toBe('notStep');
    expect(sniffHead('ISO-10303-21;\nHEADER;\nENDSEC;')).toBe('noSchema');
  });

  it('refuses a wrong extension, a file over 1 GB and a file that only claims IFC, in the spec’s words', async () => {
    expect(await checkIfcFile(ifcFile(IFC_TEXT, 'house.rvt'))).toBe('文件格式不正确, 请上传ifc格式文件!');
    expect(await checkIfcFile(fileOf('big.ifc', MODEL_MAX_BYTES + 1))).toBe('上传文件大小不能超过 1024 MB!');
    expect(await checkIfcFile(ifcFile('\u0089PNG\r\n\u001a\nIHDR', 'not-ifc.ifc'))).toBe(
      '文件内容不是 IFC 模型：IFC 文件应以 ISO-10303-21; 开头',
    );
    expect(await checkIfcFile(ifcFile('ISO-10303-21;\nHEADER;\nENDSEC;'))).toBe(
      '文件缺少 FILE_SCHEMA 声明，无法识别 IFC 版本',
    );
    expect(await checkIfcFile(ifcFile(''))).toBe('文件为空');
    expect(await checkIfcFile(ifcFile(IFC_TEXT, 'HOUSE.IFC'))).toBeNull();
    setLang('en');
    expect(await checkIfcFile(ifcFile(IFC_TEXT, 'house.txt'))).toBe('Wrong file format, please upload a ifc file!');
  });

  it('keeps one fingerprint per file and band, so another band starts anew', () => {
    const file = { name: 'house.ifc', size: 10, lastModified: 5 };
    expect(fingerprintOf(file, { projectId: 7, bandId: 1 })).toBe('zj-model-7-1-house.ifc-10-5');
    expect(fingerprintOf(file, { projectId: 7, bandId: 12 })).not.toBe(
      fingerprintOf(file, { projectId: 7, bandId: 1 }),
    );
  });

  it('tells why the server refused an upload: its message, else the upload failure text', () => {
    const refused = (status: number, body: string) =>
      Object.assign(new Error('tus'), {
        originalResponse: {
          getStatus: () => status,
          getBody: () => body,
          getHeader: () => undefined,
          getUnderlyingObject: () => null,
        },
      });
    expect(failureText(refused(400, JSON.stringify({ code: 500, msg: '文件不是有效的 IFC 模型' })))).toBe(
      '文件不是有效的 IFC 模型',
    );
    expect(failureText(refused(413, 'Maximum size exceeded'))).toBe('Maximum size exceeded');
    expect(failureText(refused(401, ''))).toBe('认证失败，无法访问系统资源');
    expect(failureText(refused(500, '<html>oops</html>'))).toBe('上传失败, 请重试');
    expect(failureText(new Error('offline'))).toBe('后端接口连接异常');
  });
});
