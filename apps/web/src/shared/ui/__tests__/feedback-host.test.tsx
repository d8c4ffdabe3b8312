import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedback, setFeedback } from '@/shared/api/feedback.ts';
import FeedbackHost from '../feedback-host.tsx';
import { NAVBAR_HEIGHT, TAGS_VIEW_HEIGHT, TOAST_TOP } from '../header-size.ts';

afterEach(() => setFeedback(null));

describe('toasts', () => {
  it('appear below the header (top menu and tabs), not over it', async () => {
    render(<FeedbackHost />);
    act(() => feedback().success('保存成功'));
    const text = await screen.findByText('保存成功');
    // antd places its message list at the offset it is given (a CSS variable of the list).
    const list = text.closest('.ant-message') as HTMLElement | null;
    expect(list?.style.getPropertyValue('--notification-top')).toBe(`${TOAST_TOP}px`);
    expect(TOAST_TOP).toBeGreaterThan(NAVBAR_HEIGHT + TAGS_VIEW_HEIGHT);
  });
});
