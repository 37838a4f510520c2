import { useEffect, useRef, useState } from 'react';

/** The same code read again within this time is the same label still in view, not a new scan. */
const SAME_CODE_MS = 2500;

/**
 * Reads codes from the device's camera (issue 38.1): labels' QR codes and printed barcodes, with
 * ZXing's browser decoder, loaded when the camera is first opened (it is large, and most scans
 * come from a wedge scanner).
 */
export function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result) => {
            if (!result) return;
            const code = result.getText();
            const now = Date.now();
            if (code === last.code && now - last.at < SAME_CODE_MS) return;
            last = { code, at: now };
            handler.current(code);
          },
        );
        if (stopped) controls.stop();
        else stop = () => controls.stop();
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
      stop?.();
    };
  }, []);
  return (
    <div className="prep-camera">
      <video ref={video} muted playsInline data-testid="prep-camera" />
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
