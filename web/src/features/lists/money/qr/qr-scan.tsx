import '../../../../locales/money';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { Icon, type IconProps } from '../../../../components/icon-sets/icon';
import { useTexts } from '../../../../lib/texts/texts';
import { type QrReader, qrReader } from './read-qr';

/** A QR code's corners and modules, for the scan button. */
const QrIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </Icon>
);

/** How often a frame of the camera is read, in milliseconds: the reader keeps up on a slow phone. */
const frameEvery = 300;
/** The widest frame read: a QR code on a receipt needs no more, and a smaller one reads faster. */
const frameWidth = 960;

type Status = 'idle' | 'reading' | 'noCamera' | 'notFound';

/** A frame of the camera's picture, scaled down, for the reader. */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | undefined {
  if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return undefined;
  const scale = Math.min(1, frameWidth / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context?.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The camera's picture, read for a QR code until one is taken (`onText` answers whether it was); stops the camera when
 * it goes. Says so
 * (`onNoCamera`) when there is no camera or no permission for it: a photo can be chosen instead.
 */
function CameraView({ onText, onNoCamera }: { onText: (text: string) => boolean; onNoCamera: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onText, onNoCamera });
  latest.current = { onText, onNoCamera };
  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const scan = async (read: QrReader) => {
      const frame = video.current && frameOf(video.current, canvas);
      const text = frame && (await read(frame).catch(() => undefined));
      if (stopped) return;
      // A code that is no receipt's is said, and the reading goes on (after a pause: the same code is still in view).
      if (text && latest.current.onText(text)) return;
      timer = setTimeout(() => void scan(read), text ? frameEvery * 5 : frameEvery);
    };
    void (async () => {
      try {
        const camera = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped) {
          for (const track of camera.getTracks()) track.stop();
          return;
        }
        stream = camera;
        if (video.current) video.current.srcObject = camera;
        await scan(await qrReader());
      } catch {
        if (!stopped) latest.current.onNoCamera();
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return (
    // The picture only shows what the camera sees: the status line and the photo button say what to do.
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      className="aspect-[4/3] w-full rounded-xl bg-slate-900 object-cover"
    />
  );
}

interface QrScanProps {
  /** The text of a QR code read: whether it was taken (a receipt's, `readReceiptQr`), which closes the scan. */
  onText: (text: string) => boolean;
  /** Why the last text read was no receipt's, shown in the status line. */
  problem: string | undefined;
}

/**
 * A receipt's QR code read by the camera, or from a photo of the receipt (a phone's camera app or its gallery). The
 * reader loads only when this opens (read-qr.ts). The status line says what happens, for screen readers too.
 */
export function QrScan({ onText, problem }: QrScanProps) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus('reading');
    const text = await qrReader()
      .then((read) => read(file))
      .catch(() => undefined);
    if (!text) {
      setStatus('notFound');
      return;
    }
    setStatus('idle');
    if (onText(text)) setOpen(false);
  };

  if (!open) {
    return (
      <button type="button" className={`${buttonStyles.secondary} sm:col-span-2`} onClick={() => setOpen(true)}>
        <QrIcon className="size-5" />
        {t('money.scan')}
      </button>
    );
  }
  const said = problem ?? (status === 'idle' ? t('money.scanHint') : t(`money.scanStatus.${status}`));
  return (
    <section aria-label={t('money.scan')} className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:col-span-2">
      {status !== 'noCamera' && (
        <CameraView
          onText={(text) => {
            const taken = onText(text);
            if (taken) setOpen(false);
            return taken;
          }}
          onNoCamera={() => setStatus('noCamera')}
        />
      )}
      <p role="status" className="text-slate-700 text-sm">
        {said}
      </p>
      <div className="flex flex-wrap gap-2">
        <label className={`${buttonStyles.secondary} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}>
          {t('money.scanPhoto')}
          <input type="file" accept="image/*" className="sr-only" onChange={(event) => void readPhoto(event)} />
        </label>
        <button type="button" className={buttonStyles.quiet} onClick={() => setOpen(false)}>
          {t('money.cancel')}
        </button>
      </div>
    </section>
  );
}
