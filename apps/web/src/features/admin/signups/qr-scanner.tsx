import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

// The phone's camera reads the QR code of a confirmation mail with the browser's own
// BarcodeDetector (Chrome on Android, Safari from iOS 17 with the flag, Edge). Where there is
// none, the door searches by name, or the phone's camera app opens the code's link itself.

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

function detectorClass(): DetectorClass | null {
  return typeof window !== "undefined" && "BarcodeDetector" in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;
}

/** Whether this browser can read QR codes from the camera. */
export function canScan(): boolean {
  return detectorClass() !== null && typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;
}

/** The camera's picture while it looks for a QR code; `onCode` gets each code's text once. */
export function QrScanner({ onCode, onClose }: { onCode(text: string): void; onClose(): void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState("");
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ["qr_code"] });
    let stream: MediaStream | null = null;
    let stopped = false;
    let last = "";
    let timer = 0;
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        // The same code stays in view for a while: it counts once until another one shows.
        if (code && code.rawValue !== last) {
          last = code.rawValue;
          latest.current(code.rawValue);
        }
      } catch {
        // A frame the detector cannot read yet (the video is starting): the next one may be.
      }
      timer = window.setTimeout(look, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() =>
        setProblem(t`Die Kamera ist nicht freigegeben. Bitte im Browser erlauben oder nach dem Namen suchen.`),
      );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [t]);
  return (
    <Stack gap="xs" align="center">
      {problem ? (
        <Text c="red.8">{problem}</Text>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          style={{ width: "100%", maxWidth: 420, borderRadius: 12, background: "#000" }}
        />
      )}
      <Button variant="default" onClick={onClose}>
        <Trans>Kamera schließen</Trans>
      </Button>
    </Stack>
  );
}
