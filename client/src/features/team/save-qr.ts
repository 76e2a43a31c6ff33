/**
 * Saves a drawn QR code (an <svg>) as a PNG file: the SVG is serialized, drawn on a canvas
 * with a white margin and downloaded. Where a canvas cannot be drawn (old browsers), the SVG
 * itself is downloaded: it is an image too. No library does this small step for an SVG node.
 */
export async function saveQrImage(svg: SVGSVGElement, fileName: string, size = 512): Promise<void> {
  const markup = new XMLSerializer().serializeToString(svg);
  const svgUrl = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const png = await drawPng(svgUrl, size).catch(() => null);
    download(png ?? svgUrl, png ? `${fileName}.png` : `${fileName}.svg`);
  } finally {
    // The download has started from the object URL; give the browser a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(svgUrl), 1_000);
  }
}

function drawPng(svgUrl: string, size: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      const margin = Math.round(size / 16);
      canvas.width = size + 2 * margin;
      canvas.height = size + 2 * margin;
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, margin, margin, size, size);
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => reject(new Error('QR image not drawn'));
    image.src = svgUrl;
  });
}

function download(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
