import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompareQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { bimKeys } from '../../models/api/model-keys.ts';

export type ComparePair = { fromVersionId: number; toVersionId: number };
export type CompareListQuery = CompareQuery & ComparePair & { pageNum: number; pageSize: number };

/** How many elements each kind of change touches, once two versions are chosen (null: not yet). */
export const useCompareSummary = (projectId: number, pair: ComparePair | null) =>
  useQuery({
    queryKey: bimKeys.compareSummary(projectId, pair ?? {}),
    queryFn: () => call(API.models.compareSummary, { query: pair as ComparePair }),
    enabled: pair !== null,
  });

/** A page of the changed elements (of one kind of change, or all). */
export const useCompare = (projectId: number, query: CompareListQuery | null) =>
  useQuery({
    queryKey: bimKeys.compare(projectId, query ?? {}),
    queryFn: () => call(API.models.compare, { query: query as CompareListQuery }),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
