import { useQuery } from '@tanstack/react-query';
import type { QualityFileBody, QualityFileEdit, SafetyFileBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import { qualityKeys, useQualityChange } from './quality-keys.ts';

/** 质量文件 (with folders) or 安全文件. */
export type FileKind = 'quality' | 'safety';

export interface FileListQuery {
  projectId: number;
  folder?: string;
  fileName?: string;
  pageNum: number;
  pageSize: number;
}

/** The project's quality or safety files, paged. */
export const getFiles = (kind: FileKind, query: FileListQuery) =>
  kind === 'quality' ? call(API.safetyFiles.qualityFiles, { query }) : call(API.safetyFiles.safetyFiles, { query });

export const useFiles = (kind: FileKind, query: FileListQuery) =>
  useListQuery(qualityKeys.files(query.projectId, kind, query), () => getFiles(kind, query));

/** The folders of the project's quality files with their file counts. */
export const useFolders = (projectId: number, enabled: boolean) =>
  useQuery({
    queryKey: qualityKeys.folders(projectId),
    queryFn: () => call(API.safetyFiles.folders, { query: { projectId } }),
    enabled,
  });

/** Records quality files (in a folder) or safety files already sent through the upload. */
export const useAddFiles = (projectId: number, kind: FileKind) =>
  useQualityChange(projectId, (body: QualityFileBody | SafetyFileBody) =>
    kind === 'quality'
      ? call(API.safetyFiles.addQualityFiles, { body })
      : call(API.safetyFiles.addSafetyFiles, { body }),
  );

/** Renames or moves a quality file. */
export const useEditFile = (projectId: number) =>
  useQualityChange(projectId, (body: QualityFileEdit) => call(API.safetyFiles.editQualityFile, { body }));

/** Deletes a quality or a safety file record. */
export const useDeleteFile = (projectId: number, kind: FileKind) =>
  useQualityChange(projectId, (fileId: number) =>
    kind === 'quality'
      ? call(API.safetyFiles.removeQualityFile, { params: { id: fileId } })
      : call(API.safetyFiles.removeSafetyFile, { params: { id: fileId } }),
  );
