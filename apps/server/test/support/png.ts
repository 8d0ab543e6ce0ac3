/** PNG files built byte by byte, for uploads that a drawing library would refuse to make. */
import { crc32, deflateSync } from 'node:zlib';

/**
 * A black greyscale PNG of `width` x `height` whose data holds its first `rows` rows. With
 * few rows of a huge declared size it is a decompression bomb: 50,000 x 50,000 is 2.5 GB
 * of pixels (10 GB as RGBA) in a few kilobytes.
 */
export function greyPng(width: number, height: number, rows = height): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
