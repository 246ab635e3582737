import sharp from 'sharp';

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
  byteSize: number;
  mimeType: 'image/webp';
}

/** SVG -> WebP, the format every stored image has (DESIGN.md section 1). */
export async function renderWebp(svgText: string): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(svgText)).webp({ quality: 78, effort: 2 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, byteSize: data.length, mimeType: 'image/webp' };
}
