import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { adminUser } from '@/shared/ui/__tests__/test-kit.tsx';
import { broadcastFrame, type MessageFrame, onAppEvent } from '../app-events.ts';
import { useRealtime } from '../use-realtime.ts';
import type { SocketClass } from '../ws-client.ts';
import { FakeSocket } from './fake-socket.ts';

function Host({ socketClass }: { socketClass?: SocketClass }): ReactNode {
  return <>{useRealtime(socketClass)}</>;
}

const user = adminUser();

beforeEach(() => {
  FakeSocket.all = [];
  setLang('zh');
  useSession.setState({ token: 'tok', user });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

describe('useRealtime', () => {
  it('opens the line while logged in, broadcasts frames, and stops on logout', () => {
    const seen: MessageFrame[] = [];
    const off = onAppEvent('message', (frame) => seen.push(frame));
    render(<Host socketClass={FakeSocket} />);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]?.url).toBe(`ws://${window.location.host}/prod-api/websocket?lang=zh`);
    act(() => {
      FakeSocket.all[0]?.receive({ act: 'message', data: { id: 3, title: '整改通知' } });
    });
    expect(seen.map((frame) => frame.data.title)).toEqual(['整改通知']);
    act(() => useSession.setState({ token: null, user: null }));
    expect(FakeSocket.all[0]?.closed).toBe(true);
    off();
  });

  it('shows an error notification titled 错误 when the browser has no WebSocket', async () => {
    vi.stubGlobal('WebSocket', undefined);
    render(<Host />);
    expect(await screen.findByText('错误')).toBeTruthy();
    expect(screen.getByText('您的浏览器不支持websocket，请更换Chrome或者Firefox浏览器！')).toBeTruthy();
  });

  it('says it in English too', async () => {
    setLang('en');
    vi.stubGlobal('WebSocket', undefined);
    render(<Host />);
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText(/does not support WebSocket, please switch to Chrome or Firefox/)).toBeTruthy();
  });
});

describe('broadcastFrame', () => {
  it('delivers frames by act and drops a message frame without a message', () => {
    const messages: unknown[] = [];
    const others: unknown[] = [];
    const offMessage = onAppEvent('message', (frame) => messages.push(frame.data));
    const offOther = onAppEvent('project-changed', (frame) => others.push(frame));
    broadcastFrame({ act: 'message', data: { id: 1, title: 't' } });
    broadcastFrame({ act: 'message', data: 'nope' });
    broadcastFrame({ act: 'project-changed', data: 4 });
    offMessage();
    broadcastFrame({ act: 'message', data: { id: 2, title: 'u' } });
    offOther();
    expect(messages).toEqual([{ id: 1, title: 't' }]);
    expect(others).toEqual([{ act: 'project-changed', data: 4 }]);
  });
});
