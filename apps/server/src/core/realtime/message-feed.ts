import type { MessageLoader } from './socket-hub.ts';

/**
 * Where the socket hub reads the messages it pushes: the module that owns messages provides the
 * loader when its services are built; until then (or without such a module) nothing is pushed.
 */
export class MessageFeed {
  private loader: MessageLoader | undefined;

  provide(loader: MessageLoader): void {
    this.loader = loader;
  }

  load: MessageLoader = async (ids) => (this.loader ? this.loader(ids) : []);
}
