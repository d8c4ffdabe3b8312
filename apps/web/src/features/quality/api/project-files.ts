import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AjaxResult,
  FileFolderRow,
  ProjectFileRow,
  QualityFileBody,
  QualityFileEdit,
  SafetyFileBody,
  TableResult,
} from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { qualityKeys } from './quality-keys.ts';

/** 质量文件 (with folders) or 安全文件. */
export type FileKind = 'quality' | 'safety';

export interface FileListQuery {
  projectId: number;
  folder?: string;
  fileName?: string;
  pageNum: number;
  pageSize: number;
}

const LIST_PATH: Record<FileKind, string> = {
  quality: '/business/safetyFile/listQualityFile',
  safety: '/business/safetyFile/listSafetyFile',
};

/** GET listQualityFile / listSafetyFile: the project's files, paged. */
export const getFiles = (kind: FileKind, query: FileListQuery) =>
  http.get<TableResult<ProjectFileRow>>(LIST_PATH[kind], { ...query });

export const useFiles = (kind: FileKind, query: FileListQuery) =>
  useQuery({
    queryKey: qualityKeys.files(query.projectId, kind, query),
    queryFn: () => getFiles(kind, query),
    placeholderData: keepPreviousData,
  });

/** GET /business/safetyFile/getQualityFileFolders?projectId=…: folders with their file counts. */
export const useFolders = (projectId: number, enabled: boolean) =>
  useQuery({
    queryKey: qualityKeys.folders(projectId),
    queryFn: () =>
      http.get<AjaxResult<FileFolderRow[]>>('/business/safetyFile/getQualityFileFolders', {
        projectId,
      }),
    enabled,
  });

function useFileChange<A>(projectId: number, run: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}

/** POST addQualityFile (with a folder) or addSafetyFile: files already sent through POST /file/upload. */
export const useAddFiles = (projectId: number, kind: FileKind) =>
  useFileChange(projectId, (body: QualityFileBody | SafetyFileBody) =>
    http.post(kind === 'quality' ? '/business/safetyFile/addQualityFile' : '/business/safetyFile/addSafetyFile', body),
  );

/** PUT /business/safetyFile/editQualityFile: rename or move a quality file. */
export const useEditFile = (projectId: number) =>
  useFileChange(projectId, (body: QualityFileEdit) => http.put('/business/safetyFile/editQualityFile', body));

/** DELETE delQualityFile/{id} or delSafetyFile/{id}. */
export const useDeleteFile = (projectId: number, kind: FileKind) =>
  useFileChange(projectId, (fileId: number) =>
    http.delete(`/business/safetyFile/${kind === 'quality' ? 'delQualityFile' : 'delSafetyFile'}/${fileId}`),
  );
