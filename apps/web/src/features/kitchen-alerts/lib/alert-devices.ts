import { createContext, useContext } from 'react';

/** Whether the browser may show this page's notifications; 'unsupported' when it has none. */
export type NotifyPermission = NotificationPermission | 'unsupported';

/**
 * The browser's Web Audio and Notification APIs, as far as the kitchen's alerts use them. Kept
 * behind this small interface so tests hand in a fake and count rings and notifications.
 */
export interface AlertDevices {
  /** Creates and resumes the audio context; browsers allow that only inside a click. True if sound can play. */
  unlockSound(): Promise<boolean>;
  /** True once sound is unlocked in this page (a reload needs one click again). */
  soundReady(): boolean;
  /** One ring: a short pattern of beeps; `loud` is louder and longer. */
  ring(loud: boolean): void;
  notificationPermission(): NotifyPermission;
  requestNotifications(): Promise<NotifyPermission>;
  /** Shows one notification; the same `tag` replaces an earlier one instead of stacking. */
  notify(message: { title: string; body: string; tag: string; onClick: () => void }): void;
}

let context: AudioContext | undefined;

/** Three beeps (a quiet ring) or five higher, louder ones, each fading in and out so it never clicks. */
function playRing(audio: AudioContext, loud: boolean) {
  const start = audio.currentTime;
  const notes = loud ? [988, 1319, 988, 1319, 988] : [880, 1175, 880];
  const peak = loud ? 0.6 : 0.25;
  notes.forEach((frequency, index) => {
    const at = start + index * 0.22;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = loud ? 'square' : 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  });
}

/** The real browser. */
export const browserAlertDevices: AlertDevices = {
  async unlockSound() {
    if (typeof AudioContext === 'undefined') return false;
    context ??= new AudioContext();
    await context.resume().catch(() => undefined);
    return context.state === 'running';
  },
  soundReady: () => context?.state === 'running',
  ring(loud) {
    if (context?.state === 'running') playRing(context, loud);
  },
  notificationPermission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  async requestNotifications() {
    if (typeof Notification === 'undefined') return 'unsupported';
    return Notification.requestPermission();
  },
  notify({ title, body, tag, onClick }) {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  },
};

export const AlertDevicesContext = createContext<AlertDevices>(browserAlertDevices);

export function useAlertDevices(): AlertDevices {
  return useContext(AlertDevicesContext);
}
