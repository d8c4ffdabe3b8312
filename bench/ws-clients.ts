// WebSocket clients for ws-delivery.ts: they log in as the web app does and note when each
// message (by title) arrives.
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface Client {
  ws: WebSocket;
  arrived: Map<string, number>;
}

export interface Login {
  userName: string;
  token: string;
}

function open(wsUrl: string, user: Login): Promise<Client> {
  const ws = new WebSocket(wsUrl);
  const client: Client = { ws, arrived: new Map() };
  const reply = new Promise<number>((resolve, reject) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { act: string; code: number; data?: { title: string } };
      if (frame.act === 'login') resolve(frame.code);
      else if (frame.act === 'message' && frame.data) client.arrived.set(frame.data.title, performance.now());
    });
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`closed ${code}`)));
  });
  return (async () => {
    await once(ws, 'open');
    ws.send(JSON.stringify({ act: 'login', user_name: user.userName, access_token: user.token }));
    const code = await reply;
    if (code !== 200) throw new Error(`websocket login refused (${code})`);
    return client;
  })();
}

/** Opens and logs in `count` sockets spread over the users, 100 at a time (the listen backlog is finite). */
export async function connectClients(wsUrl: string, users: Login[], count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, k) => {
      const user = users[(start + k) % users.length];
      if (!user) throw new Error('no users');
      return open(wsUrl, user);
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** Waits until every client has the message titled `title` (or the deadline); answers each latency. */
export async function latencies(clients: Client[], title: string, started: number, timeoutMs: number) {
  const deadline = started + timeoutMs;
  while (clients.some((c) => !c.arrived.has(title)) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return clients.map((c) => (c.arrived.get(title) ?? Number.POSITIVE_INFINITY) - started);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
