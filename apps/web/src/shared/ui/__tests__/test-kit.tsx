import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SessionUser } from '@zj/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { type ConfirmOptions, type Feedback, setFeedback } from '@/shared/api/feedback.ts';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A feedback that records what the user was told; confirm dialogs are accepted at once. */
export function fakeFeedback() {
  const told = {
    error: vi.fn<(text: string) => void>(),
    warning: vi.fn<(text: string) => void>(),
    success: vi.fn<(text: string) => void>(),
    notifyError: vi.fn<(text: string) => void>(),
    loadingClosed: vi.fn(),
    loading: vi.fn<(text: string) => void>(),
  };
  const feedback: Feedback = {
    error: (text) => told.error(text),
    warning: (text) => told.warning(text),
    success: (text) => told.success(text),
    notifyError: (text) => told.notifyError(text),
    confirm: (options: ConfirmOptions) => void options.onOk(),
    loading: (text) => {
      told.loading(text);
      return () => told.loadingClosed();
    },
  };
  setFeedback(feedback);
  return told;
}

/** A fresh query client that never retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders with a fresh query client (no retries), without a router. */
export function renderWithQueries(node: ReactNode) {
  const client = testQueryClient();
  const result = render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return { ...result, client };
}

/** Renders with a fresh query client (no retries) and a memory router. */
export const renderWithProviders = (node: ReactNode, path = '/') =>
  renderWithQueries(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

export const fileOf = (name: string, sizeBytes: number, type = '') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
};

/** The seeded administrator as GET /system/user/getInfo returns it (user 1). */
export const adminUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  userId: 1,
  deptId: null,
  userName: 'admin',
  nickName: '管理员',
  email: '',
  phonenumber: '',
  sex: '0',
  avatar: '',
  status: '0',
  loginIp: '',
  loginDate: null,
  createTime: null,
  remark: null,
  admin: true,
  dept: null,
  roles: [],
  ...over,
});
