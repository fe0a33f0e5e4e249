#!/usr/bin/env python3
"""Writes small images of every format and variant stb reads into DEST, as seeds for the image
fuzz target (`Scripts/fuzz.sh`): PNG (grey, grey+alpha, palette with transparency, RGB, RGBA,
16-bit, Adam7-interlaced), GIF (one frame, two frames, transparency), BMP (24-bit, 32-bit with
bit fields, 8-bit palette, 4-bit RLE, top-down), TGA (true colour, RLE, colour-mapped, grey),
PSD (raw and RLE); JPEGs come from `jpeg-seeds.c`. Made by hand from the formats' specs, so
that the fuzzer starts from every decoder's paths and no image tool is needed.

Usage: image-seeds.py DEST
"""
import os
import struct
import sys
import zlib


def png(width, height, colour, depth, rows, palette=None, transparency=None, interlace=0):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    if palette:
        out += chunk(b"PLTE", palette)
    if transparency:
        out += chunk(b"tRNS", transparency)
    return out + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def png_seeds():
    w, h = 5, 3
    grey = b"".join(b"\x00" + bytes((x * 50) % 256 for x in range(w)) for _ in range(h))
    grey_alpha = b"".join(b"\x01" + bytes(v for x in range(w) for v in (x * 40, 255 - x)) for _ in range(h))
    rgb = b"".join(b"\x02" + bytes(v for x in range(w) for v in (x * 50, y * 80, 200)) for y in range(h))
    rgba = b"".join(b"\x03" + bytes(v for x in range(w) for v in (x, y, 9, 128)) for y in range(h))
    rgb16 = b"".join(b"\x04" + b"".join(struct.pack(">HHH", x * 9000, y * 20000, 65535) for x in range(w)) for y in range(h))
    indexed = b"".join(b"\x00" + bytes(x % 3 for x in range(w)) for _ in range(h))
    # Adam7 of a 3x3 grey image: passes 2 and 3 are empty; 1, 4: one pixel; 5: one row of
    # two; 6: two rows of one; 7: one row of three.
    adam7 = (b"\x00\x10" + b"\x00\x20" + b"\x00\x30\x40" + b"\x00\x50" + b"\x00\x60"
             + b"\x00\x70\x80\x90")
    return {
        "grey.png": png(w, h, 0, 8, grey),
        "grey-alpha.png": png(w, h, 4, 8, grey_alpha),
        "rgb.png": png(w, h, 2, 8, rgb),
        "rgba.png": png(w, h, 6, 8, rgba),
        "rgb16.png": png(w, h, 2, 16, rgb16),
        "indexed.png": png(w, h, 3, 8, indexed, palette=b"\xff\x00\x00\x00\xff\x00\x00\x00\xff",
                           transparency=b"\x00\x80"),
        "interlaced.png": png(3, 3, 0, 8, adam7, interlace=1),
    }


def gif_frame(left, top, width, height, data=b"\x02\x02\x44\x01\x00"):
    return (b"\x2c" + struct.pack("<HHHH", left, top, width, height) + b"\x00" + data)


def gif_seeds():
    header = b"GIF89a" + struct.pack("<HH", 2, 2) + b"\x80\x00\x00" + b"\xff\x00\x00\x00\x00\xff"
    control = b"\x21\xf9\x04\x01\x0a\x00\x01\x00"  # transparent index 1, a delay
    loop = b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    return {
        "one.gif": header + gif_frame(0, 0, 1, 1) + b"\x3b",
        "two-frames.gif": header + loop + control + gif_frame(0, 0, 1, 1) + control
        + gif_frame(1, 1, 1, 1) + b"\x3b",
        "gif87.gif": b"GIF87a" + header[6:] + gif_frame(0, 0, 1, 1) + b"\x3b",
    }


def bmp(width, height, bits, pixels, palette=b"", compression=0, masks=b""):
    # The 40-byte header; bit fields' masks follow it.
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, bits, compression,
                       len(pixels), 2835, 2835, len(palette) // 4, 0) + masks
    offset = 14 + len(info) + len(palette)
    return b"BM" + struct.pack("<IHHI", offset + len(pixels), 0, 0, offset) + info + palette + pixels


def bmp_seeds():
    row24 = b"\x00\x00\xff\xff\x00\x00\x00\x00"  # two pixels and padding to 4 bytes
    masks = struct.pack("<III", 0x00FF0000, 0x0000FF00, 0x000000FF)
    return {
        "rgb24.bmp": bmp(2, 2, 24, row24 * 2),
        "top-down.bmp": bmp(2, -2, 24, row24 * 2),
        "bitfields32.bmp": bmp(2, 1, 32, b"\x01\x02\x03\x80" * 2, compression=3, masks=masks),
        "palette8.bmp": bmp(3, 1, 8, b"\x00\x01\x00\x00", palette=b"\x00\x00\xff\x00\xff\x00\x00\x00"),
        "rle4.bmp": bmp(4, 1, 4, b"\x04\x12\x00\x01", palette=b"\x00\x00\xff\x00\xff\x00\x00\x00",
                        compression=2),
    }


def tga(kind, width, height, bits, data, colour_map=b"", map_bits=0, descriptor=0):
    entries = len(colour_map) * 8 // map_bits if map_bits else 0
    header = struct.pack("<BBBHHBHHHHBB", 0, 1 if colour_map else 0, kind, 0, entries, map_bits,
                         0, 0, width, height, bits, descriptor)
    return header + colour_map + data


def tga_seeds():
    return {
        "rgb.tga": tga(2, 2, 2, 24, b"\x00\x00\xff\x00\xff\x00\xff\x00\x00\xff\xff\xff"),
        "rgba-top.tga": tga(2, 2, 1, 32, b"\x01\x02\x03\x80\x04\x05\x06\xff", descriptor=0x28),
        "rle.tga": tga(10, 3, 1, 24, b"\x82\x10\x20\x30"),
        "mapped.tga": tga(1, 2, 1, 8, b"\x00\x01", colour_map=b"\x00\x00\xff\x00\xff\x00", map_bits=24),
        "grey.tga": tga(3, 2, 1, 8, b"\x40\xc0"),
    }


def psd(width, height, compression, channels_data):
    header = b"8BPS" + struct.pack(">H6xHIIHH", 1, 3, height, width, 8, 3)
    return header + b"\x00" * 12 + struct.pack(">H", compression) + channels_data


def psd_seeds():
    raw = b"\xff\x00" + b"\x00\xff" + b"\x80\x80"  # 2x1, three channels one after the other
    rle_counts = struct.pack(">HHH", 3, 3, 3)  # one row per channel, 3 bytes each
    rle = rle_counts + b"\xff\xaa\x00" * 0 + b"\x01\xff\x00" + b"\xff\x80\x00" + b"\x01\x00\xff"
    return {"raw.psd": psd(2, 1, 0, raw), "rle.psd": psd(2, 1, 1, rle)}


def main():
    dest = sys.argv[1]
    os.makedirs(dest, exist_ok=True)
    seeds = {**png_seeds(), **gif_seeds(), **bmp_seeds(), **tga_seeds(), **psd_seeds()}
    for name, data in seeds.items():
        with open(os.path.join(dest, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
