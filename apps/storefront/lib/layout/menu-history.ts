/**
 * spec §4 Mobile menu: navigating pushes the current level to a history; previous pops it;
 * opening resets to the top level. A level is the id of the item whose children are shown
 * (null for the top level).
 */
export interface MenuHistory {
  current: string | null;
  history: (string | null)[];
}

export const topLevel: MenuHistory = { current: null, history: [] };

export function navigateTo(state: MenuHistory, id: string): MenuHistory {
  return { current: id, history: [...state.history, state.current] };
}

export function previous(state: MenuHistory): MenuHistory {
  if (state.history.length === 0) return topLevel;
  return {
    current: state.history[state.history.length - 1] ?? null,
    history: state.history.slice(0, -1),
  };
}

export function reset(): MenuHistory {
  return topLevel;
}
