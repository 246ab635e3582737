/**
 * A short two-note chime for a new order, made with the Web Audio API (no sound file). Browsers
 * refuse to play sound before the person has interacted with the page, so the audio context is
 * created on the first pointer or key press and the chime stays silent until then.
 */
let context: AudioContext | undefined;
let armed = false;

function unlock() {
  if (context || typeof AudioContext === 'undefined') return;
  context = new AudioContext();
  void context.resume();
}

/** Listen for the first interaction once per page; later calls do nothing. */
export function armChime(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, unlock, { once: true, capture: true });
}

/** Two rising notes, a quarter of a second each, fading out so they never click. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.26);
  });
}
