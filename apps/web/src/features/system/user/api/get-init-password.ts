import { http } from '@/shared/api/request.ts';

/** GET /system/config/configKey/sys.user.initPassword: the suggested password of new users ('' when unknown). */
export async function getInitPassword(): Promise<string> {
  try {
    const answer = await http.get<{ msg?: string; data?: unknown }>(
      '/system/config/configKey/sys.user.initPassword',
      undefined,
      {
        silent: true,
      },
    );
    const value = typeof answer.data === 'string' ? answer.data : answer.msg;
    return typeof value === 'string' && value.length <= 20 ? value : '';
  } catch {
    return '';
  }
}
