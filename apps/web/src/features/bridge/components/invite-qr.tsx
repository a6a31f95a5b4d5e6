import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The invitation link as a QR code a donor scans from the patient's phone. The library loads only with this page
 * (it is lazy), and the code is drawn as SVG so it stays sharp when printed.
 */
export function InviteQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => {
        if (current) setSvg(text);
      })
      .catch(() => {
        // Without the code the link above still works; nothing else to tell the patient.
        if (current) setSvg(null);
      });
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <div className="size-44 rounded-lg bg-slate-100" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('bridge.invite.qr')}
      data-testid="invite-qr"
      className="size-44 rounded-lg border border-slate-200 bg-white p-1"
    />
  );
}
