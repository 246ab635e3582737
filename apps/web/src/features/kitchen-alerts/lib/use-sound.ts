import { useCallback, useEffect, useState } from 'react';
import type { AlertDevices } from './alert-devices';
import { useSoundChoice } from './sound-choice';

export interface Sound {
  /** The ring plays: the kitchen wants it and the browser lets it. */
  on: boolean;
  /** The "Enable sound" click (it is the gesture browsers need before audio). */
  enable: () => Promise<void>;
  disable: () => void;
}

/**
 * The ring's sound: enabled by one click, remembered in localStorage. After a reload the browser
 * needs a gesture again, so a kitchen that had it on gets it back at its first tap anywhere.
 */
export function useSound(devices: AlertDevices): Sound {
  const [wanted, setWanted] = useSoundChoice();
  const [ready, setReady] = useState(() => devices.soundReady());

  const enable = useCallback(async () => {
    setWanted(true);
    setReady(await devices.unlockSound());
  }, [devices, setWanted]);

  useEffect(() => {
    if (!wanted || ready) return;
    const unlock = () => void devices.unlockSound().then(setReady);
    const types = ['pointerdown', 'keydown'] as const;
    for (const type of types) window.addEventListener(type, unlock, { once: true, capture: true });
    return () => {
      for (const type of types) window.removeEventListener(type, unlock, { capture: true });
    };
  }, [devices, wanted, ready]);

  return { on: wanted && ready, enable, disable: useCallback(() => setWanted(false), [setWanted]) };
}
