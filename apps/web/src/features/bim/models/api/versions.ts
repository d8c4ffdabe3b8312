import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VersionQuery, VersionRow } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { isConverting } from './bands.ts';
import { bimKeys, CONVERTING_POLL_MS } from './model-keys.ts';

export type VersionListQuery = VersionQuery & { projectId: number; pageNum: number; pageSize: number };

export const getVersions = (query: VersionListQuery) => call(API.models.versionList, { query });

/** A page of versions (of one band), read again every 2 s while any of them is queued or converting. */
export const useVersions = (query: VersionListQuery, enabled = true) =>
  useQuery({
    queryKey: bimKeys.versions(query.projectId, query),
    queryFn: () => getVersions(query),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (state) =>
      (state.state.data?.rows ?? []).some((row: VersionRow) => isConverting(row.status)) ? CONVERTING_POLL_MS : false,
  });

/** Makes a converted version its band's current one. */
export const useSetCurrent = (projectId: number) =>
  useInvalidatingMutation(
    (versionId: number) => call(API.models.versionCurrent, { params: { versionId } }),
    bimKeys.project(projectId),
  );

/**
 * Deletes a version; `force` (an admin's) deletes one that problems point at. `quiet`: the caller
 * shows a refusal itself (to offer the admin the forced delete).
 */
export const removeVersion = ({ versionId, force, quiet }: { versionId: number; force?: boolean; quiet?: boolean }) =>
  call(
    API.models.versionRemove,
    { params: { versionId }, query: force ? { force: 'true' } : {} },
    quiet ? { silent: true } : undefined,
  );

export const useRemoveVersion = (projectId: number) =>
  useInvalidatingMutation(removeVersion, bimKeys.project(projectId));
