import { useEffect, useRef, useState } from 'react';

/** The same code read again within this time is the same label still in view, not a new scan. */
const SAME_CODE_MS = 2500;
const EVERY_MS = 250;

/** The browser's own decoder (Chromium on Android and ChromeOS, Safari 17+): not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
const FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'upc_a'];

/**
 * Where the browser has no decoder of its own (desktop Chromium, Firefox), ZXing reads the frame
 * instead; loaded only when the camera opens, so the page's code stays small.
 */
async function zxingDetector(): Promise<BarcodeDetectorLike> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const canvas = document.createElement('canvas');
  return {
    async detect(source) {
      canvas.width = source.videoWidth;
      canvas.height = source.videoHeight;
      canvas.getContext('2d')?.drawImage(source, 0, 0);
      try {
        return [{ rawValue: reader.decodeFromCanvas(canvas).getText() }];
      } catch {
        return []; // ZXing throws when a frame holds no code
      }
    },
  };
}

/** Whether this browser can read codes from the camera. */
export const cameraCanScan = () => Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Reads codes from the device's camera (issue 38.1): labels' QR codes and printed barcodes, with
 * the browser's BarcodeDetector (else ZXing), a few times a second.
 */
export function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [problem, setProblem] = useState<string | null>(
    cameraCanScan()
      ? null
      : 'This browser cannot read codes from the camera: use a scanner or type the code.',
  );
  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    let detector: BarcodeDetectorLike | undefined;
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = detector && video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        const now = Date.now();
        if (found && !(found.rawValue === last.code && now - last.at < SAME_CODE_MS)) {
          last = { code: found.rawValue, at: now };
          handler.current(found.rawValue);
        }
      } catch {
        // A frame that could not be read: the next one may.
      }
      timer = setTimeout(look, EVERY_MS);
    };
    void (async () => {
      try {
        detector = Native ? new Native({ formats: FORMATS }) : await zxingDetector();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        void look();
      } catch (e) {
        if (!stopped)
          setProblem(
            e instanceof Error && e.name === 'NotAllowedError'
              ? 'The camera is not allowed: allow it in the browser, or use a scanner.'
              : 'No camera could be opened on this device.',
          );
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return (
    <div className="prep-camera">
      <video ref={video} muted playsInline data-testid="prep-camera" />
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
