import { describe, expect, it } from 'vitest';
import { MESSAGES, msg } from './catalogue.ts';
import { fill, pickLang } from './i18n.ts';
import { CLIENT_MESSAGES } from './messages.ts';
import { ALL_PERMISSION, hasPermission } from './permissions.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

describe('language', () => {
  it('picks en only for English, zh otherwise and by default', () => {
    expect(pickLang('en-US,en;q=0.9')).toBe('en');
    expect(pickLang('EN')).toBe('en');
    expect(pickLang('zh-CN')).toBe('zh');
    expect(pickLang('fr-FR')).toBe('zh');
    expect(pickLang(undefined)).toBe('zh');
    expect(pickLang('')).toBe('zh');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('error catalogue', () => {
  it('has a Chinese and an English text for every entry, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(texts.zh.trim(), key).not.toBe('');
      expect(texts.en.trim(), key).not.toBe('');
      const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(texts.en), key).toEqual(names(texts.zh));
    }
  });

  it('client and server catalogues never share a key', () => {
    const shared = Object.keys(CLIENT_MESSAGES).filter((key) => key in SERVER_MESSAGES);
    expect(shared).toEqual([]);
  });

  it('keeps the spec texts verbatim', () => {
    expect(msg('http.500', 'zh')).toBe('系统未知错误,请反馈给管理员');
    expect(msg('http.status', 'zh', { status: 502 })).toBe('系统接口502异常');
    expect(msg('logout.confirm', 'zh')).toBe('确定注销并退出系统吗？');
    expect(msg('auth.locked', 'zh', { count: 5, minutes: 10 })).toBe('密码输入错误5次，帐户锁定10分钟');
  });
});

describe('permissions', () => {
  it('the wildcard passes everything, otherwise an exact match is needed', () => {
    expect(hasPermission([ALL_PERMISSION], 'system:user:list')).toBe(true);
    expect(hasPermission(['system:user:list'], 'system:user:list')).toBe(true);
    expect(hasPermission(['system:user:list'], 'system:user:add')).toBe(false);
    expect(hasPermission([], 'system:user:list')).toBe(false);
  });
});
