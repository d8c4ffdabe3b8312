import type { ViewpointBody } from '@zj/contract';
import { uploadFile } from '@/shared/ui/upload/upload-file.ts';
import type { BimViewerHandle } from '../viewer/index.ts';
import { modelTrackingApi } from './tracking-api.ts';

/** The contract's limits of a viewpoint: six clipping planes, 10 000 GlobalIds a list. */
const MAX_PLANES = 6;
const MAX_IDS = 10_000;

export interface ProblemViewpointTarget {
  projectId: number;
  problemId: number;
  versionId: number;
}

/**
 * After a problem is created from a selection: its viewpoint (camera, clipping, selection, hidden)
 * and a snapshot PNG uploaded through the one upload path. The snapshot is optional: when it
 * cannot be taken or uploaded, the viewpoint is saved without it. Hidden components beyond the
 * contract's limit (an isolated part of a large model) are not kept: the view then shows them.
 * Resolves with the viewpoint's id.
 */
export async function saveProblemViewpoint(
  viewer: Pick<BimViewerHandle, 'getViewpoint' | 'snapshot'>,
  target: ProblemViewpointTarget,
): Promise<number> {
  const viewpoint = await viewer.getViewpoint();
  const snapshot = await uploadSnapshot(viewer, target.problemId);
  const body: ViewpointBody = {
    projectId: target.projectId,
    problemId: target.problemId,
    versionId: target.versionId,
    camera: viewpoint.camera,
    clipping: viewpoint.clipping.slice(0, MAX_PLANES),
    selection: viewpoint.selection.slice(0, MAX_IDS),
    hidden: viewpoint.hidden.length > MAX_IDS ? [] : viewpoint.hidden,
    ...(snapshot ? { snapshot } : {}),
  };
  return modelTrackingApi.addViewpoint(body);
}

async function uploadSnapshot(viewer: Pick<BimViewerHandle, 'snapshot'>, problemId: number) {
  try {
    const png = await viewer.snapshot();
    const file = new File([png], `problem-${problemId}.png`, { type: 'image/png' });
    return (await uploadFile(file, 'image')).url;
  } catch {
    return undefined;
  }
}
