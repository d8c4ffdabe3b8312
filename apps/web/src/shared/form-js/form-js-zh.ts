/**
 * Chinese texts of the form-js viewer (its own texts are English): the validation messages and
 * the widgets' labels, passed to it as its `translate` service. Loaded with the viewer only.
 */
const ZH: Record<string, string> = {
  'Field is required.': '此项不能为空',
  'Field must match pattern {value}.': '格式不正确（{value}）',
  'Field must have minimum value of {value}.': '不能小于 {value}',
  'Field must have maximum value of {value}.': '不能大于 {value}',
  'Field must have minimum length of {value}.': '长度不能少于 {value} 个字符',
  'Field must have maximum length of {value}.': '长度不能超过 {value} 个字符',
  'Field must be a valid email.': '请输入有效的邮箱地址',
  'Field must be a valid international phone number. (e.g. +4930664040900)':
    '请输入有效的国际电话号码（如 +8613800000000）',
  'Value is not a number.': '请输入数字',
  'Value is expected to be an integer.': '请输入整数',
  'Value is expected to have at most 1 decimal digit.': '最多 1 位小数',
  'Value is expected to have at most {value} decimal digits.': '最多 {value} 位小数',
  Select: '请选择',
  Search: '搜索',
  'No values': '无选项',
  Submit: '提交',
  Reset: '重置',
  Date: '日期',
  Time: '时间',
};

/** form-js's `translate(template, replacements)` in Chinese; unknown templates stay English. */
export function translateZh(template: string, replacements: Record<string, string> = {}): string {
  return (ZH[template] ?? template).replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`);
}
