import type { SysMessageRow, WsServerFrame } from '@zj/contract';

/** A frame announcing a new message for the user (spec 02 §4: broadcast to the app). */
export interface MessageFrame extends WsServerFrame {
  act: 'message';
  data: SysMessageRow;
}

/** What the socket broadcasts, by `act`; unknown acts arrive as plain frames. */
export interface AppEventMap {
  message: MessageFrame;
  heartbeat: WsServerFrame;
  [act: string]: WsServerFrame;
}

type Listener<T> = (payload: T) => void;

/** A tiny typed event emitter. */
export function createEmitter<M extends Record<string, unknown>>() {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  return {
    on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit<K extends keyof M>(type: K, payload: M[K]) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<M[K]>)(payload);
        } catch (error) {
          console.error(`[events] listener of '${String(type)}' failed`, error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

const appEvents = createEmitter<AppEventMap>();

const isMessageRow = (value: unknown): value is SysMessageRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SysMessageRow).id === 'number' &&
  typeof (value as SysMessageRow).title === 'string';

/** Broadcasts a server frame to the app; a 'message' frame without a message row is dropped. */
export function broadcastFrame(frame: WsServerFrame) {
  if (frame.act === 'message' && !isMessageRow(frame.data)) {
    console.warn('[ws] message frame without a message', frame);
    return;
  }
  appEvents.emit(frame.act, frame);
}

/** Listens to frames of one `act`; returns the unsubscriber. */
export const onAppEvent = appEvents.on;
