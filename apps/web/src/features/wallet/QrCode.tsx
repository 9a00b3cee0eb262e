import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG from the qrcode library's module matrix: rendered in React (no injected markup),
 * crisp at any size, and sized by the caller so it never shifts the layout.
 */
export function QrCode({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const { count, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { count: modules.size + 8, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className="bg-white"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
