import { IMAGE_MESSAGES, IMAGE_UPLOAD_LIMITS, type ImageMessageKey } from '@forkly/contracts';

type UploadType = (typeof IMAGE_UPLOAD_LIMITS.types)[number];

/** What the server answers for each image refusal, back to its key, so it can be translated. */
const KEY_OF_MESSAGE = new Map<string, ImageMessageKey>(Object.entries(IMAGE_MESSAGES).map(([key, text]) => [text, key as ImageMessageKey]));
export function imageMessageKey(serverMessage: string): ImageMessageKey | undefined {
  return KEY_OF_MESSAGE.get(serverMessage);
}

/** The type from the first bytes, as the server decides it (a file name proves nothing). */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Width and height read from the file's header, without decoding the picture (a 40-megapixel
 * photo would cost the phone hundreds of megabytes just to be refused).
 */
export function headerSize(bytes: Uint8Array, type: UploadType): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 32) return undefined;
  if (type === 'image/png') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (type === 'image/webp') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    return undefined;
  }
  // JPEG: walk the markers to the frame header (SOF0-SOF15 but DHT, JPG and DAC).
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** How much of a JPEG to read for its header (EXIF blocks can be large). */
const HEADER_BYTES = 256 * 1024;

/**
 * The same limits the server applies (IMAGE_UPLOAD_LIMITS), checked before anything is sent:
 * size, type by content, and pixels. A header this cannot read is left for the server to judge.
 */
export async function checkImageFile(file: Blob): Promise<ImageMessageKey | undefined> {
  if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return 'imageTooLarge';
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  if (!type) return 'imageTypeNotAllowed';
  const size = headerSize(head, type);
  if (!size) return undefined;
  const { maxSide, maxPixels } = IMAGE_UPLOAD_LIMITS;
  if (size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels) return 'imageTooManyPixels';
  return undefined;
}
