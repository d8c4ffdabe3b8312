import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { viewerCalls } from '@/shared/testing/fake-navigated-viewer.ts';
import { BpmnViewer } from '../BpmnViewer.tsx';
import TWO_PROCESSES from './fixtures/two-processes-no-layout.bpmn20.xml?raw';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

beforeEach(() => {
  setLang('zh');
  viewerCalls.imported = [];
  viewerCalls.diagrams = [];
  viewerCalls.drawn = new Set();
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

describe('BpmnViewer on a file without diagram layout (issue 25)', () => {
  const shown = () => waitFor(() => expect(screen.getByTestId('bpmn-viewer').dataset.state).toBe('shown'));

  it('shows it laid out: a shape per node, an edge per flow, id-less flows named and coloured as the engine names them', async () => {
    render(
      <BpmnViewer
        xml={TWO_PROCESSES}
        highlight={{ finished: ['applied'], taken: ['flow_applied_managerApproval'], active: ['managerApproval'] }}
      />,
    );
    await shown();
    expect(viewerCalls.imported[0]).not.toBe(TWO_PROCESSES);
    expect(viewerCalls.diagrams).toEqual([undefined]);
    expect([...viewerCalls.drawn].sort()).toEqual([
      'applied',
      'approved',
      'decision',
      'flow_applied_managerApproval',
      'flow_decision_rejected',
      'flow_managerApproval_decision',
      'managerApproval',
      'rejected',
      'toApproved',
    ]);
    expect(viewerCalls.markers).toEqual([
      ['applied', 'bpmn-finished'],
      ['flow_applied_managerApproval', 'bpmn-taken'],
      ['managerApproval', 'bpmn-active'],
    ]);
  });

  it('lays out every process of the file and shows the one asked for', async () => {
    render(<BpmnViewer xml={TWO_PROCESSES} process="expense" highlight={{ taken: ['flow_review_expenseEnd_2'] }} />);
    await shown();
    expect(viewerCalls.diagrams).toEqual(['BPMNDiagram_expense']);
    expect([...viewerCalls.drawn].sort()).toEqual([
      'expenseEnd',
      'expenseStart',
      'flow_expenseStart_review',
      'flow_review_expenseEnd',
      'flow_review_expenseEnd_2',
      'review',
    ]);
    expect(viewerCalls.markers).toEqual([['flow_review_expenseEnd_2', 'bpmn-taken']]);
  });

  it('keeps a file with layout as it is', async () => {
    render(<BpmnViewer xml="<definitions><BPMNShape /></definitions>" process="leave" />);
    await shown();
    expect(viewerCalls.imported).toEqual(['<definitions><BPMNShape /></definitions>']);
    expect(viewerCalls.diagrams).toEqual([undefined]);
  });
});
