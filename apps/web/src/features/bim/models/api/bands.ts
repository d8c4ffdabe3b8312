import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BandBody, type BandEditBody, type BandRow, MODEL_STATUS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { bimKeys, CONVERTING_POLL_MS } from './model-keys.ts';

/** Whether a status is still moving (排队中 or 转换中). */
export const isConverting = (status: string | null) =>
  status === MODEL_STATUS.queued || status === MODEL_STATUS.converting;

export const getBands = (projectId: number) => call(API.models.bandList, { query: { projectId } });

/** The project's bands with their current version, read again while a current version converts. */
export const useBands = (projectId: number) =>
  useQuery({
    queryKey: bimKeys.bands(projectId),
    queryFn: () => getBands(projectId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      (query.state.data?.rows ?? []).some((band: BandRow) => isConverting(band.status)) ? CONVERTING_POLL_MS : false,
  });

/** A new band, or the band of `bandId` renamed. */
export const saveBand = (body: BandBody | BandEditBody) =>
  'bandId' in body && body.bandId
    ? call(API.models.bandEdit, { body })
    : call(API.models.bandAdd, { body: body as BandBody });

export const useSaveBand = (projectId: number) => useInvalidatingMutation(saveBand, bimKeys.project(projectId));

/** Deletes a band; the server refuses while it holds versions (its message is shown). */
export const useDeleteBand = (projectId: number) =>
  useInvalidatingMutation(
    (bandId: number) => call(API.models.bandRemove, { params: { bandId } }),
    bimKeys.project(projectId),
  );
