import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG (RGB, 8 bits) of `width` x `height` for uploads: a photo-like pattern with a dark
 * border; `seed` varies the content (two uploads differ); `noise` makes it large
 * (incompressible) for the on-device compression path. Written with node:zlib because the
 * tests need exact sizes and no image library is a dependency.
 */
export function testPng(width: number, height: number, { seed = 1, noise = false }: { seed?: number; noise?: boolean } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = seed;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const border = x < 8 || y < 8 || x >= width - 8 || y >= height - 8;
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const n = noise ? state & 0xff : 0;
      rows[row + 1 + x * 3] = border ? 20 : (60 + ((x * seed) % 120) + n) & 0xff;
      rows[row + 2 + x * 3] = border ? 40 : (90 + ((y * 3) % 100) + n) & 0xff;
      rows[row + 3 + x * 3] = border ? 90 : (160 + n) & 0xff;
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
