import type { Db } from '../../core/db/client.ts';
import { insertMissing, syncSequence } from '../../core/db/seeding.ts';
import { CONFIG_KEYS, DEFAULT_INIT_PASSWORD } from './configs.service.ts';
import { sysConfig } from './configs.tables.ts';

const CONFIGS = [
  { configId: 1, configName: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', configValue: 'skin-blue' },
  {
    configId: 2,
    configName: '用户管理-账号初始密码',
    configKey: CONFIG_KEYS.initPassword,
    configValue: DEFAULT_INIT_PASSWORD,
  },
  { configId: 3, configName: '主框架页-侧边栏主题', configKey: 'sys.index.sideTheme', configValue: 'theme-dark' },
  { configId: 4, configName: '账号自助-验证码开关', configKey: 'sys.account.captchaEnabled', configValue: 'true' },
  {
    configId: 5,
    configName: '账号自助-是否开启用户注册功能',
    configKey: 'sys.account.registerUser',
    configValue: 'false',
  },
  { configId: 6, configName: '用户登录-黑名单列表', configKey: 'sys.login.blackIPList', configValue: '' },
  // Tile URL template of the project map ({z}/{x}/{y}); empty: markers on a plain background.
  { configId: 7, configName: '地图-瓦片地址', configKey: 'sys.map.tileUrl', configValue: '' },
  // RuoYi's: 1 makes users created or imported by an administrator change the password first
  // (the web asks for it in a dialog at login); 0 turns the rule off.
  {
    configId: 8,
    configName: '用户管理-初始密码修改策略',
    configKey: CONFIG_KEYS.initPasswordModify,
    configValue: '1',
  },
  // RuoYi's: days a password stays valid (0: forever); getInfo reports isPasswordExpired.
  {
    configId: 9,
    configName: '用户管理-账号密码更新周期',
    configKey: CONFIG_KEYS.passwordValidateDays,
    configValue: '0',
  },
].map((c) => ({ ...c, configType: 'Y', createBy: 'admin' }));

/** The built-in parameters, where missing. */
export async function seedConfigs(db: Db): Promise<void> {
  await insertMissing(db, sysConfig, CONFIGS);
  await syncSequence(db, 'sys_config', 'config_id', 100);
}
