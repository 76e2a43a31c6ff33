import { Button } from 'antd-mobile';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import styles from './signature-canvas.module.css';

/**
 * A finger- or mouse-drawn signature on a canvas, drawn by signature_pad (maintained, typed,
 * pointer events: touch, pen and mouse). Clear starts over; undo takes the last stroke back
 * (redo it by drawing again). The canvas is sized to its box times the device pixel ratio so
 * the strokes stay sharp, and the picture is exported on a white background (an image upload
 * is shown on the reviewer's white page).
 */

export interface SignatureHandle {
  /** The drawn signature as a PNG, or null when nothing is drawn. */
  toBlob: () => Promise<Blob | null>;
}

const HEIGHT = 180;

export function SignatureCanvas({ ref, onChange }: { ref?: Ref<SignatureHandle>; /** Whether anything is drawn, after each stroke, clear or undo. */ onChange: (signed: boolean) => void }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [signed, setSigned] = useState(false);

  const report = () => {
    const drawn = padRef.current ? !padRef.current.isEmpty() : false;
    setSigned(drawn);
    onChangeRef.current(drawn);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = (canvas.offsetWidth || 320) * ratio;
    canvas.height = HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(17, 24, 39)' });
    padRef.current = pad;
    pad.addEventListener('endStroke', report);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
    // The pad lives as long as the canvas; `report` reads refs only.
  }, []);

  useImperativeHandle(ref, () => ({
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        const canvas = canvasRef.current;
        if (!canvas || !padRef.current || padRef.current.isEmpty()) resolve(null);
        else canvas.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  const clear = () => {
    padRef.current?.clear();
    report();
  };
  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    strokes.pop();
    pad.fromData(strokes);
    report();
  };

  return (
    <div data-testid="signature">
      <canvas
        ref={canvasRef}
        data-testid="signature-canvas"
        aria-label={t('loan.sign.canvas')}
        style={{ width: '100%', height: HEIGHT, display: 'block', border: '1px dashed var(--line)', borderRadius: 8, background: '#fff', touchAction: 'none' }}
      />
      <div className={styles.div}>
        <span className={`muted ${styles.small}`} data-testid="signature-state">
          {signed ? t('loan.sign.signed') : t('loan.sign.hint')}
        </span>
        <span className={styles.actions}>
          <Button size="mini" onClick={undo} disabled={!signed} data-testid="signature-undo">
            {t('loan.sign.undo')}
          </Button>
          <Button size="mini" onClick={clear} disabled={!signed} data-testid="signature-clear">
            {t('loan.sign.clear')}
          </Button>
        </span>
      </div>
    </div>
  );
}
