/** Query keys of the project screens; every change invalidates `all`. */
export const projectKeys = {
  all: ['project', 'lists'] as const,
  list: (query: object) => ['project', 'lists', 'table', query] as const,
  cards: (query: object) => ['project', 'lists', 'cards', query] as const,
  archived: (query: object) => ['project', 'lists', 'archived', query] as const,
};
