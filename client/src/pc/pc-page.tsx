import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { isLanguage, DEFAULT_LANGUAGE, STORAGE_KEYS } from '@sandbox/shared/constants';
import { loadMessages, type Messages } from '../i18n/resources.ts';

/** Where the app was when the desktop redirect happened (saved under `pc-url`). */
export function readPcUrl(storage: Pick<Storage, 'getItem'> = sessionStorage, origin = window.location.origin): string {
  const saved = storage.getItem(STORAGE_KEYS.pcUrl);
  const fallback = new URL('./index.html#/home', window.location.href).toString();
  if (!saved) return fallback;
  try {
    const url = new URL(saved, origin);
    // Only frame our own app: a stored foreign address must not turn this page into a proxy.
    return url.origin === origin ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The desktop page: the app at phone size in an iframe, beside a QR code of its address.
 * It stays tiny on purpose (no router, no antd): plain text from the language pack.
 */
export function PcPage() {
  const url = readPcUrl();
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    const stored = localStorage.getItem(STORAGE_KEYS.lang);
    const lang = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    void loadMessages(lang)
      .catch(() => loadMessages(DEFAULT_LANGUAGE))
      .then(setMessages, () => undefined);
  }, []);
  return (
    <main className="pc">
      <iframe className="pc__phone" src={url} title="App preview" />
      <aside className="pc__side">
        <h1>{messages?.pc.title}</h1>
        <div className="pc__qr" role="img" aria-label={url}>
          <QRCodeSVG value={url} size={200} marginSize={2} />
        </div>
        <p>{messages?.pc.scan}</p>
        <p className="pc__url">{url}</p>
      </aside>
    </main>
  );
}
