import { describe, expect, it } from 'vitest';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { UploadError } from '@/shared/ui/upload/upload-file.ts';
import { importBcf } from '../bcf-buttons.tsx';

const fake = fakeServerEachTest();
const URL_OF_FILE = '/prod-api/file/2026/11/29/00112233445566778899aabbccddeeff.bcf';
const bcfFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'issues.bcf', { type: 'application/octet-stream' });

describe('BCF import on 问题追踪', () => {
  it('uploads the file as kind bcf, then reads it into the project by the stored URL', async () => {
    const bodies: unknown[] = [];
    fake.server.answer('POST /file/upload', () => ({
      code: 200,
      msg: 'ok',
      data: { name: 'issues.bcf', url: URL_OF_FILE },
    }));
    fake.server.answer('POST /business/model/bcf/import', (call) => {
      bodies.push(call.body);
      return { code: 200, msg: 'ok', data: { imported: 2, updated: 1, warnings: ['未知用户 kermit 保留为文本'] } };
    });

    const result = await importBcf(7, bcfFile());

    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe('/prod-api/file/upload?kind=bcf');
    expect(bodies).toEqual([{ projectId: 7, url: URL_OF_FILE }]);
    expect(result).toEqual({ imported: 2, updated: 1, warnings: ['未知用户 kermit 保留为文本'] });
  });

  it('stops at a refused upload: nothing is imported', async () => {
    let imported = false;
    fake.server.answer('POST /file/upload', () => ({ code: 500, msg: '文件格式不正确' }));
    fake.server.answer('POST /business/model/bcf/import', () => {
      imported = true;
      return { code: 200, msg: 'ok', data: { imported: 0, updated: 0, warnings: [] } };
    });

    await expect(importBcf(7, bcfFile())).rejects.toThrow(UploadError);
    await expect(importBcf(7, bcfFile())).rejects.toThrow('文件格式不正确');
    expect(imported).toBe(false);
  });
});
