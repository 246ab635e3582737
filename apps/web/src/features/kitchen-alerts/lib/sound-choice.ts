import { useCallback, useState } from 'react';

/** localStorage key: 'on' once someone in the kitchen enabled the ring, 'off' once they turned it off. */
export const SOUND_CHOICE_KEY = 'forkly.kitchen-sound';

function readChoice(): boolean {
  try {
    return window.localStorage.getItem(SOUND_CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The kitchen's remembered wish for the ring; saving fails quietly where storage is blocked. */
export function useSoundChoice(): [boolean, (on: boolean) => void] {
  const [wanted, setWanted] = useState(readChoice);
  const choose = useCallback((on: boolean) => {
    setWanted(on);
    try {
      window.localStorage.setItem(SOUND_CHOICE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode or a full storage: the choice holds until the page is reloaded.
    }
  }, []);
  return [wanted, choose];
}
