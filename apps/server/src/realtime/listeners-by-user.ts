export type Listener<T> = (value: T) => void;

/** Listeners by user id: a Map of sets, so 10,000 users cost 10,000 small entries and no EventEmitter bookkeeping. */
export function listenersByUser<T>() {
  const byUser = new Map<string, Set<Listener<T>>>();
  return {
    add(userId: string, listener: Listener<T>): () => void {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        if (set.delete(listener) && set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    emit(userId: string, value: T) {
      const set = byUser.get(userId);
      if (set) for (const listener of [...set]) listener(value);
    },
    has: (userId: string) => byUser.has(userId),
    size: () => byUser.size,
    count: (userId: string) => byUser.get(userId)?.size ?? 0,
    users: () => byUser.keys(),
  };
}
