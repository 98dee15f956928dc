import { toBlob, toSvg } from 'html-to-image';

export type ImageFormat = 'png' | 'svg';

/**
 * Renders the export frame with html-to-image at exactly `width` x `height` pixels (pixel ratio 1, so the
 * file has the size the user chose). The frame uses system fonts only, so font embedding is skipped: it
 * would read every stylesheet for @font-face rules and find none. Works under the renderer's CSP, which
 * allows `data:` and `blob:` images.
 */
export async function renderImage(
  node: HTMLElement,
  format: ImageFormat,
  size: { width: number; height: number },
): Promise<Blob> {
  const options = {
    width: size.width,
    height: size.height,
    canvasWidth: size.width,
    canvasHeight: size.height,
    pixelRatio: 1,
    backgroundColor: '#ffffff',
    skipFonts: true,
  };
  if (format === 'png') {
    const blob = await toBlob(node, options);
    if (!blob) throw new Error('The browser could not draw the chart image.');
    return blob;
  }
  const url = await toSvg(node, options);
  const comma = url.indexOf(',');
  const svg = decodeURIComponent(url.slice(comma + 1));
  return new Blob([svg], { type: 'image/svg+xml;charset=utf-8' });
}
