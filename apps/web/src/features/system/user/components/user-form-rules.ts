import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, type UserCreate, type UserUpdate } from '@zj/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Characters RuoYi refuses in passwords. */
export const PASSWORD_ILLEGAL = /^[^<>"'|\\]+$/;

export interface UserFormValues {
  userName?: string;
  password?: string;
  nickName: string;
  deptId?: number | null;
  phonenumber?: string;
  email?: string;
  sex?: string;
  status?: string;
  postIds?: number[];
  roleIds?: number[];
  remark?: string;
}

/** Validation of the user dialog (RuoYi's rules). */
export function userRules(t: TFunction) {
  const required = (field: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t('adm.required', { field }),
  });
  return {
    userName: [
      required(t('adm.user.userName')),
      {
        min: USERNAME_MIN,
        max: USERNAME_MAX,
        message: t('adm.user.userNameLength', { min: USERNAME_MIN, max: USERNAME_MAX }),
      },
    ] as FormRule[],
    nickName: [required(t('adm.user.nickName')), { max: 30 }] as FormRule[],
    password: [
      required(t('adm.user.password')),
      {
        min: PASSWORD_MIN,
        max: PASSWORD_MAX,
        message: t('adm.user.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      },
      { pattern: PASSWORD_ILLEGAL, message: t('adm.user.passwordChars') },
    ] as FormRule[],
    email: [{ type: 'email', message: t('adm.emailInvalid') }, { max: 50 }] as FormRule[],
    phonenumber: [{ pattern: PHONE_PATTERN, message: t('adm.phoneInvalid') }] as FormRule[],
  };
}

/** Form values → POST body (with userName and password) or PUT body (with userId). */
export function toUserBody(values: UserFormValues, userId?: number): UserCreate | UserUpdate {
  const common = {
    nickName: values.nickName.trim(),
    deptId: values.deptId ?? null,
    phonenumber: values.phonenumber?.trim() ?? '',
    email: values.email?.trim() ?? '',
    sex: (values.sex ?? '0') as UserCreate['sex'],
    status: (values.status ?? '0') as UserCreate['status'],
    postIds: values.postIds ?? [],
    roleIds: values.roleIds ?? [],
    remark: values.remark ?? '',
  };
  if (userId !== undefined) return { ...common, userId };
  return { ...common, userName: (values.userName ?? '').trim(), password: values.password ?? '' };
}
