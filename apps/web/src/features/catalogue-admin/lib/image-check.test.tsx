import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@forkly/contracts';
import { checkImageFile, headerSize, imageMessageKey, sniffImageType } from './image-check';
import { pngHeader } from './test-images';

function jpegHeader(width: number, height: number): Uint8Array {
  // SOI, an APP0 block of 16 bytes, then SOF0 with height and width.
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08], 20);
  const view = new DataView(bytes.buffer);
  view.setUint16(25, height);
  view.setUint16(27, width);
  return bytes;
}

function webpVp8xHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'));
  const view = new DataView(bytes.buffer);
  view.setUint32(24, (width - 1) & 0xffffff, true);
  view.setUint32(27, (height - 1) & 0xffffff, true);
  return bytes;
}

const file = (bytes: Uint8Array, type = 'image/png') => new File([bytes as BlobPart], 'picture', { type });

describe('image checks before upload', () => {
  it('tells the type from the content and the size from the header', () => {
    expect(sniffImageType(pngHeader(1, 1))).toBe('image/png');
    expect(sniffImageType(jpegHeader(1, 1))).toBe('image/jpeg');
    expect(sniffImageType(webpVp8xHeader(1, 1))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a........'))).toBeUndefined();
    expect(headerSize(pngHeader(800, 600), 'image/png')).toEqual({ width: 800, height: 600 });
    expect(headerSize(jpegHeader(4000, 3000), 'image/jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(headerSize(webpVp8xHeader(1024, 768), 'image/webp')).toEqual({ width: 1024, height: 768 });
  });

  it('refuses what the server refuses, with the same message keys', async () => {
    expect(await checkImageFile(file(pngHeader(800, 600)))).toBeUndefined();
    expect(await checkImageFile(file(new TextEncoder().encode('GIF89a, not allowed here'), 'image/gif'))).toBe('imageTypeNotAllowed');
    expect(await checkImageFile(file(new TextEncoder().encode('a text file named .png')))).toBe('imageTypeNotAllowed');
    expect(await checkImageFile(file(pngHeader(8001, 10)))).toBe('imageTooManyPixels');
    expect(await checkImageFile(file(jpegHeader(7000, 6000), 'image/jpeg'))).toBe('imageTooManyPixels');
    expect(await checkImageFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg'))).toBe('imageTooLarge');
    expect(imageMessageKey(IMAGE_MESSAGES.imageUnreadable)).toBe('imageUnreadable');
  });
});
