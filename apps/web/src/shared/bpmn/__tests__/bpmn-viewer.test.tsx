import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { viewerCalls } from '@/shared/testing/fake-navigated-viewer.ts';
import { BpmnViewer } from '../BpmnViewer.tsx';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

beforeEach(() => {
  setLang('zh');
  viewerCalls.imported = [];
  viewerCalls.markers = [];
  viewerCalls.known = new Set(['start', 'toReview', 'review', 'missing-not']);
  viewerCalls.fail = null;
});

describe('BpmnViewer', () => {
  it('imports the XML and marks finished, taken and active elements that exist', async () => {
    render(
      <BpmnViewer
        xml="<definitions/>"
        highlight={{ finished: ['start', 'gone'], taken: ['toReview'], active: ['review'] }}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('bpmn-viewer').dataset.state).toBe('shown'));
    expect(viewerCalls.imported).toEqual(['<definitions/>']);
    expect(viewerCalls.markers).toEqual([
      ['start', 'bpmn-finished'],
      ['toReview', 'bpmn-taken'],
      ['review', 'bpmn-active'],
    ]);
  });

  it('says so when the model has no diagram, and shows other failures', async () => {
    viewerCalls.fail = 'no diagram to display';
    const { unmount } = render(<BpmnViewer xml="<definitions/>" />);
    expect(await screen.findByText('该模型没有流程图信息（BPMN DI），无法显示')).toBeTruthy();
    unmount();
    viewerCalls.fail = 'unparsable content <x> detected';
    render(<BpmnViewer xml="<x>" />);
    expect(await screen.findByText('流程图无法显示：unparsable content <x> detected')).toBeTruthy();
  });
});
