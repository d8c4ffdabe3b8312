import { checkFormSchema, type Lang, msg } from '@zj/contract';

/** The schema text's problem in a language (the server's own check and text), or its field count. */
export function schemaStatus(text: string | undefined, lang: Lang): { error: string } | { fields: number } {
  if (!text?.trim()) return { error: msg('form.schema.notJson', lang) };
  const checked = checkFormSchema(text);
  if ('problem' in checked) return { error: msg(checked.problem.key, lang, checked.problem.params) };
  return { fields: checked.fields.length };
}
