import type { ScanOutcome } from '../../../contracts/warehouse';

/** The banner's kinds: the server's outcomes, and a scan kept on the device while offline. */
export type Banner = ScanOutcome | 'queued';

type Tone = [frequency: number, ms: number, wave?: OscillatorType];
/**
 * Each outcome sounds different enough to tell without looking: one high chirp for ok, two even
 * beeps for complete, a falling pair for not on this pull, a low buzz for unknown, a soft tick
 * for a scan kept offline.
 */
const PATTERNS: Record<Banner, Tone[]> = {
  ok: [[1320, 90]],
  complete: [
    [880, 80],
    [880, 80],
  ],
  'not-on-pull': [
    [660, 140],
    [440, 220],
  ],
  unknown: [[180, 450, 'sawtooth']],
  queued: [[520, 60, 'triangle']],
};

let audio: AudioContext | undefined;

/** Plays an outcome's pattern (after the page has been touched once: browsers need a gesture). */
export function playOutcome(kind: Banner): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    let at = audio.currentTime + 0.01;
    for (const [frequency, ms, wave = 'square'] of PATTERNS[kind]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = wave;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + ms / 1000);
      at += ms / 1000 + 0.06;
    }
  } catch {
    // No sound on this device: the banner still says it.
  }
}
