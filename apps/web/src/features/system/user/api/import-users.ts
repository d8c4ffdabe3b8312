import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { downloadFrom } from '@/shared/api/download.ts';

/** A filled user sheet (multipart field `file`); `updateSupport` updates existing users. */
export const importUsers = (form: FormData, updateSupport: boolean) =>
  call(
    API.users.importData,
    { query: { updateSupport: updateSupport ? '1' : '0' }, body: form },
    { silent: true, timeout: 10 * 60_000 },
  );

/** The empty user sheet. */
export const downloadUserTemplate = (fileName: string) => downloadFrom(API.users.importTemplate, {}, fileName);
