import { useState } from 'react';
import { useInterests, useSaveInterests } from '../api/carebot-api.ts';
import { addInterest } from '../interests.ts';

/**
 * My Interests being edited: the server's list until the first local change, the box for a new one, and the save
 * (whose success or failure is forgotten as soon as the list changes again).
 */
export function useInterestsEditor() {
  const loaded = useInterests();
  const save = useSaveInterests();
  // Local edits; until the first one, the list is what the server holds.
  const [edited, setEdited] = useState<string[] | null>(null);
  const [text, setText] = useState('');
  const interests = edited ?? loaded.data ?? [];

  const change = (next: string[]) => {
    setEdited(next);
    save.reset();
  };
  const add = () => {
    change(addInterest(interests, text));
    setText('');
  };
  const saveAll = () =>
    save.mutate(interests, {
      onSuccess: (saved) => setEdited(saved),
    });

  return { loaded, save, interests, text, setText, change, add, saveAll };
}
