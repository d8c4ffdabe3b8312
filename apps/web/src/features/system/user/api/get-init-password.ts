import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The parameter sys.user.initPassword: the suggested password of new users ('' when unknown). */
export async function getInitPassword(): Promise<string> {
  try {
    const answer = await call(
      API.configs.valueOf,
      { params: { configKey: 'sys.user.initPassword' } },
      { silent: true },
    );
    const value: unknown = typeof answer.data === 'string' ? answer.data : answer.msg;
    return typeof value === 'string' && value.length <= 20 ? value : '';
  } catch {
    return '';
  }
}
