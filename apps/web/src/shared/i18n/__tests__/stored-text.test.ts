import { describe, expect, it } from 'vitest';
import { localizeStoredText } from '../stored-text.ts';

describe('localizeStoredText', () => {
  it('shows catalogue texts in the reader language and leaves others as stored', () => {
    expect(localizeStoredText('登录成功', 'en')).toBe('Logged in');
    expect(localizeStoredText('登录成功', 'zh')).toBe('登录成功');
    expect(localizeStoredText('用户不存在/密码错误', 'en')).toBe('Unknown user or wrong password');
    expect(localizeStoredText('something else', 'en')).toBe('something else');
  });
});
