import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A photo as a phone writes it: a JPEG with GPS position, camera make and a rotation flag. */
export async function phonePhoto(width = 2400, height = 1600): Promise<Buffer> {
  // A yellow block in the stored image's top left corner: upright (turned a quarter clockwise) it is top right.
  const block = await sharp({
    create: { width: width / 4, height: height / 4, channels: 3, background: { r: 240, g: 200, b: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .composite([{ input: block, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12", Copyright: "Erika Muster" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 31/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 24/1 36/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small image of the given format. */
export const smallImage = (format: "png" | "webp" | "avif" | "gif" | "jpeg", width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

/**
 * A PNG that claims 30,000×30,000 pixels (a decompression bomb: 3.6 GB decoded) in a few KB: one
 * compressed stream of zero rows, never decoded by a pipeline that checks the header first.
 */
export function pngBomb(side = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // Only the first rows: enough for a decoder to start, far too little for it to finish.
  const rows = deflateSync(Buffer.alloc((side + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** A JPEG that is also a web page: markup in its comment segment and after its end. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await smallImage("jpeg");
  return Buffer.concat([jpeg, Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>")]);
}

/** What an owner says about a test image: alt texts in both languages, a credit, a focal point. */
export const describedImage = (focal = { x: 0.5, y: 0.5 }) => ({
  alt: { de: "Leitwarte eines Netzbetreibers", en: "A grid operator’s control room" },
  decorative: false,
  caption: { de: "", en: "" },
  credit: "Foto: Neutra Tech",
  licence: "",
  focal,
});
