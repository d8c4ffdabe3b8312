import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The department tree (candidate departments). */
export const getDeptTree = () => call(API.depts.treeselect);
/** The roles (candidate roles). */
export const getRoleOptions = () => call(API.roles.options);
/** A page of forms whose name matches (the form key picker). */
export const getFormPage = (formName: string) =>
  call(API.forms.list, { query: { pageNum: 1, pageSize: 20, formName: formName || undefined } });
/** The names of the engine's registered handlers (listener classes). */
export const getHandlerNames = () => call(API.workflow.handlers);

export const useDeptTree = (enabled: boolean) =>
  useQuery({ queryKey: ['designer', 'depts'], queryFn: getDeptTree, enabled, staleTime: 60_000 });
export const useRoleOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['designer', 'roles'], queryFn: getRoleOptions, enabled, staleTime: 60_000 });
export const useFormPage = (formName: string) =>
  useQuery({ queryKey: ['designer', 'forms', formName], queryFn: () => getFormPage(formName), staleTime: 30_000 });
export const useHandlerNames = () =>
  useQuery({ queryKey: ['designer', 'handlers'], queryFn: getHandlerNames, staleTime: 300_000 });
