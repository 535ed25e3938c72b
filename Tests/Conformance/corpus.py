"""A deterministic PngSuite-style corpus, written at test time.

`good_corpus()` covers every legal colour type x bit depth (gray 1/2/4/8/16,
gray+alpha 8/16, RGB 8/16, palette 1/2/4/8 with and without tRNS, RGBA 8/16),
gray and RGB with a tRNS colour key, each plain and Adam7-interlaced, at sizes
whose interlace passes are partly or wholly empty; images that reduce to a
smaller colour type; and ancillary-chunk variants. `hostile_corpus()` holds
corrupt and hostile files with the one-line error BarSkin must print for each,
or None for the few that are valid PNGs and must decode.

Everything is generated from fixed seeds, so the bytes are the same on every run.
pypng writes the images (pngkit.encode); chunks pypng cannot write are built with
pngkit.chunk, and the few deliberately broken lengths byte by byte.
"""

from __future__ import annotations

import random
import struct
import zlib
import functools
from dataclasses import dataclass

from pngkit import SIGNATURE, assemble, chunk, encode, ihdr, parse_chunks

SIZES = [(1, 1), (3, 7), (33, 17), (32, 32)]


@dataclass
class Sample:
    """A valid PNG of the corpus, at `path` relative to the corpus folder."""

    path: str
    data: bytes
    sixteen_bit: bool
    #: The reference decode ignores CRC errors in ancillary chunks (BarSkin skips them too).
    lenient: bool = False
    note: str = ""


@dataclass
class Hostile:
    """A corrupt or hostile file and the message BarSkin must give for it (None: it must decode)."""

    name: str
    data: bytes
    message: str | None
    note: str = ""
    #: For a valid file, a clean PNG with the pixels it must decode to.
    pixels_from: bytes | None = None


# --- sample values ------------------------------------------------------------------------------

def special_values(depth: int) -> list[int]:
    """Extremes first, then (16-bit) values either side of a rounding boundary."""
    top = (1 << depth) - 1
    values = [0, top, 1, top - 1, top // 2, top // 2 + 1]
    if depth == 16:
        # v / 257 = k + 0.498 rounds down, k + 0.502 rounds up; truncation gets the second wrong.
        values += [128, 129, 257 * 127 + 128, 257 * 127 + 129, 257 * 254 + 128, 257 * 254 + 129,
                   257 * 254 + 256, 32767, 32768, 65280, 65279]
    return values


def sample_stream(depth: int, seed: str):
    """Special values, then seeded random ones, forever."""
    yield from special_values(depth)
    rng = random.Random(seed)
    while True:
        yield rng.randrange(1 << depth)


def pixel_rows(width: int, height: int, planes: int, depth: int, seed: str, alpha_depth: int | None = None):
    """Rows of `planes` samples per pixel. Each plane reads the stream at a different
    offset so that extremes meet in one pixel in several combinations."""
    streams = [sample_stream(depth, f"{seed}/{plane}") for plane in range(planes)]
    for plane, stream in enumerate(streams):
        for _ in range(plane * 2):
            next(stream)
    rows = []
    for _ in range(height):
        row = []
        for _ in range(width):
            row += [next(stream) for stream in streams]
        rows.append(row)
    return rows


def place(rows: list[list[int]], planes: int, pixels: list[tuple[int, ...]]) -> None:
    """Overwrites the first pixels, in row-major order, with `pixels`."""
    width = len(rows[0]) // planes
    for index, pixel in enumerate(pixels):
        y, x = divmod(index, width)
        if y >= len(rows):
            return
        rows[y][x * planes:(x + 1) * planes] = list(pixel)


# --- the colour type x bit depth matrix ------------------------------------------------------------

def palette_for(depth: int, with_trns: bool, seed: str) -> list[tuple[int, ...]]:
    """A palette shorter than 2**depth where it can be (so unused indexes exist),
    with alpha on a prefix of the entries only (tRNS shorter than PLTE)."""
    count = {1: 2, 2: 3, 4: 16, 8: 200}[depth]
    rng = random.Random(seed)
    entries = [(0, 0, 0), (255, 255, 255)] + [tuple(rng.randrange(256) for _ in range(3)) for _ in range(count - 2)]
    if not with_trns:
        return entries
    alphas = [0, 255, 128, 1, 254][:max(1, count - 1)] + [rng.randrange(256) for _ in range(max(0, count // 2 - 5))]
    return [entry + (alpha,) for entry, alpha in zip(entries, alphas)] + entries[len(alphas):]


def matrix_image(kind: str, depth: int, width: int, height: int, interlace: bool) -> bytes:
    """One image of the matrix; `kind` is gray, gray-key, gray-alpha, rgb, rgb-key, rgba,
    palette or palette-trns."""
    seed = f"{kind}/{depth}/{width}x{height}"
    options = dict(bitdepth=depth, interlace=interlace)
    if kind in ("palette", "palette-trns"):
        palette = palette_for(depth, kind == "palette-trns", seed)
        rng = random.Random(seed)
        indexes = list(range(len(palette))) + [rng.randrange(len(palette)) for _ in range(width * height)]
        rows = [indexes[y * width:(y + 1) * width] for y in range(height)]
        return encode(rows, width, height, palette=palette, **options)
    planes = {"gray": 1, "gray-key": 1, "gray-alpha": 2, "rgb": 3, "rgb-key": 3, "rgba": 4}[kind]
    rows = pixel_rows(width, height, planes, depth, seed)
    if kind == "gray-key":
        # 16-bit: 25700 and 25701 both become 100 in 8 bits; only the key is transparent,
        # so a decoder that compares after scaling fails here.
        key = 25700 if depth == 16 else 1
        place(rows, 1, [(key,), ((key + 1) % (1 << depth),), (key,)])
        options["transparent"] = key
    if kind == "rgb-key":
        key = (2570, 5140, 7710) if depth == 16 else (10, 20, 30)
        near = [(key[0] + 1, key[1], key[2]), (key[0], key[1] + 1, key[2]), (key[0], key[1], key[2] + 1)]
        place(rows, 3, [key] + near + [key])
        options["transparent"] = key
    return encode(rows, width, height, greyscale=planes <= 2, alpha=planes in (2, 4), **options)


MATRIX = [("gray", d) for d in (1, 2, 4, 8, 16)] + [("gray-key", d) for d in (1, 2, 4, 8, 16)] \
    + [("gray-alpha", 8), ("gray-alpha", 16), ("rgb", 8), ("rgb", 16), ("rgb-key", 8), ("rgb-key", 16)] \
    + [(p, d) for p in ("palette", "palette-trns") for d in (1, 2, 4, 8)] + [("rgba", 8), ("rgba", 16)]


def matrix_samples() -> list[Sample]:
    samples = []
    for kind, depth in MATRIX:
        folder = kind.split("-")[0]
        for width, height in SIZES:
            for interlace in (False, True):
                name = f"{kind}-d{depth:02}-{'adam7' if interlace else 'plain'}-{width}x{height}.png"
                samples.append(Sample(f"{folder}/{name}", matrix_image(kind, depth, width, height, interlace),
                                      sixteen_bit=depth == 16))
    return samples


# --- images whose pixels allow a smaller colour type ------------------------------------------------

def reducible_samples() -> list[Sample]:
    """Each stored in a larger colour type than its pixels need."""
    w, h = 33, 17
    rng = random.Random("reducible")
    grays = [[rng.randrange(256) for _ in range(w)] for _ in range(h)]
    alphas = [[rng.choice((0, 1, 128, 254, 255)) for _ in range(w)] for _ in range(h)]
    colours = [[rng.randrange(256) for _ in range(3 * w)] for _ in range(h)]
    rgb_gray = [[v for g in row for v in (g, g, g)] for row in grays]
    rgba_opaque = [[v for x in range(w) for v in (*row[3 * x:3 * x + 3], 255)] for row in colours]
    gray_alpha = [[v for g, a in zip(gr, ar) for v in (g, g, g, a)] for gr, ar in zip(grays, alphas)]
    gray_opaque_rgba = [[v for g in row for v in (g, g, g, 255)] for row in grays]
    la_opaque = [[v for g in row for v in (g, 255)] for row in grays]
    # 16-bit channels that differ only below the 8-bit resolution: gray after scaling.
    rgb16_gray = [[v for g in row for v in (257 * g, min(257 * g + 1, 65535), min(257 * g + 2, 65535))] for row in grays]
    gray_palette = [(v, v, v) for v in range(0, 256, 17)]
    gray_palette_trns = [(v, v, v, 255 - v) for v in range(0, 256, 17)]
    indexes = [[rng.randrange(16) for _ in range(w)] for _ in range(h)]
    items = [
        ("rgb-all-gray.png", encode(rgb_gray, w, h, greyscale=False, bitdepth=8), False),
        ("rgba-opaque.png", encode(rgba_opaque, w, h, greyscale=False, alpha=True, bitdepth=8), False),
        ("rgba-gray-with-alpha.png", encode(gray_alpha, w, h, greyscale=False, alpha=True, bitdepth=8), False),
        ("rgba-gray-opaque.png", encode(gray_opaque_rgba, w, h, greyscale=False, alpha=True, bitdepth=8), False),
        ("gray-alpha-opaque.png", encode(la_opaque, w, h, greyscale=True, alpha=True, bitdepth=8), False),
        ("rgb16-gray-after-scaling.png", encode(rgb16_gray, w, h, greyscale=False, bitdepth=16), True),
        ("palette-gray.png", encode(indexes, w, h, palette=gray_palette, bitdepth=4), False),
        ("palette-gray-trns.png", encode(indexes, w, h, palette=gray_palette_trns, bitdepth=4), False),
        ("rgba-all-transparent.png", encode([[0] * 4 * w] * h, w, h, greyscale=False, alpha=True, bitdepth=8), False),
    ]
    return [Sample(f"reducible/{name}", data, sixteen_bit) for name, data, sixteen_bit in items]


# --- ancillary chunks --------------------------------------------------------------------------------

def with_chunks(base: bytes, *, before_plte=(), before_idat=(), after_idat=(), idat_pieces=None,
                trailing: bytes = b"") -> bytes:
    """Inserts chunks into a PNG; `idat_pieces` splits the zlib stream at those offsets
    (repeated offsets give zero-length IDAT chunks)."""
    chunks = parse_chunks(base)
    stream = b"".join(payload for kind, payload in chunks if kind == b"IDAT")
    head = [c for c in chunks if c[0] not in (b"IDAT", b"IEND", b"IHDR")]
    plte = [c for c in head if c[0] == b"PLTE"]
    other = [c for c in head if c[0] != b"PLTE"]
    idats = [(b"IDAT", stream)]
    if idat_pieces is not None:
        cuts = [0, *idat_pieces, len(stream)]
        idats = [(b"IDAT", stream[a:b]) for a, b in zip(cuts, cuts[1:])]
    ordered = [chunks[0], *before_plte, *plte, *other, *before_idat, *idats, *after_idat, (b"IEND", b"")]
    return assemble(ordered) + trailing


def itxt(keyword: bytes, text: bytes, compressed: bool) -> tuple[bytes, bytes]:
    body = zlib.compress(text) if compressed else text
    return (b"iTXt", keyword + b"\0" + bytes((int(compressed), 0)) + b"en\0" + b"Title\0" + body)


def ancillary_samples() -> list[Sample]:
    w, h = 33, 17
    rgba = matrix_image("rgba", 8, w, h, False)
    palette = matrix_image("palette-trns", 4, w, h, True)
    rgb16 = matrix_image("rgb", 16, w, h, False)
    text = (b"tEXt", b"Comment\0made by the BarSkin conformance suite")
    ztxt = (b"zTXt", b"Description\0\0" + zlib.compress(b"compressed text " * 50))
    phys = (b"pHYs", struct.pack(">IIB", 5669, 5669, 1))
    gama = (b"gAMA", struct.pack(">I", 45455))
    gama_linear = (b"gAMA", struct.pack(">I", 100000))
    chrm = (b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))
    srgb = (b"sRGB", b"\x00")
    # Not a valid ICC profile: BarSkin applies no colour management and never parses it.
    iccp = (b"iCCP", b"Fake profile\0\0" + zlib.compress(b"\0" * 128 + b"acsp" * 64))
    private_before = (b"prVt", b"private data the decoder does not know")
    private_after = (b"zzZz", bytes(range(256)))
    time = (b"tIME", struct.pack(">HBBBBB", 2024, 2, 29, 12, 30, 59))
    sbit = (b"sBIT", bytes((5, 6, 5, 8)))
    bkgd = (b"bKGD", struct.pack(">HHH", 1, 2, 3))
    hist = (b"hIST", struct.pack(">16H", *range(16)))
    items = [
        ("text-chunks.png", with_chunks(rgba, before_idat=[text, ztxt], after_idat=[text]), False),
        ("itxt-plain-and-compressed.png",
         with_chunks(rgba, before_idat=[itxt(b"Author", "Zoë".encode(), False)],
                     after_idat=[itxt(b"Comment", "größer ".encode() * 40, True)]), False),
        ("phys.png", with_chunks(rgba, before_idat=[phys]), False),
        ("gama-not-applied.png", with_chunks(rgba, before_plte=[gama]), False),
        ("gama-linear-not-applied.png", with_chunks(rgb16, before_plte=[gama_linear]), True),
        ("chrm.png", with_chunks(rgba, before_plte=[gama, chrm]), False),
        ("srgb.png", with_chunks(rgba, before_plte=[srgb, gama]), False),
        ("iccp.png", with_chunks(rgba, before_plte=[iccp]), False),
        ("private-chunks.png", with_chunks(rgba, before_plte=[private_before], after_idat=[private_after]), False),
        ("sbit-values-as-stored.png", with_chunks(rgba, before_plte=[sbit]), False),
        ("time-bkgd.png", with_chunks(rgba, before_idat=[time, bkgd]), False),
        ("palette-all-ancillary.png",
         with_chunks(palette, before_plte=[gama, chrm, iccp, private_before], before_idat=[phys, text, hist],
                     after_idat=[ztxt, time, private_after]), False),
        ("multiple-idat.png", with_chunks(rgba, idat_pieces=[1, 2, 2, 10, 10, 11, 200]), False),
        ("multiple-idat-16bit-interlaced.png",
         with_chunks(matrix_image("rgba", 16, w, h, True), idat_pieces=list(range(0, 3000, 97))), True),
        # A 3 MB XMP packet in iTXt is valid PNG (Photoshop writes large ones); it must not be refused.
        ("large-itxt.png", with_chunks(rgba, before_idat=[itxt(b"XML:com.adobe.xmp", b"<x/>" * 786432, False)]), False),
        # Trailing bytes after IEND are accepted: the image is complete and libpng stops at IEND.
        ("trailing-garbage.png", with_chunks(rgba, trailing=b"garbage after IEND" * 10), False),
    ]
    samples = [Sample(f"ancillary/{name}", data, sixteen_bit) for name, data, sixteen_bit in items]
    bad_crc = with_chunks(rgba)
    # A CRC error in an ancillary chunk BarSkin skips is a warning, not a failure (as in libpng).
    marker = chunk(*text)
    bad = bytearray(chunk(*text))
    bad[-1] ^= 0xFF
    index = bad_crc.index(b"IDAT") - 4
    bad_crc = bad_crc[:index] + bytes(bad) + bad_crc[index:]
    assert marker not in bad_crc
    samples.append(Sample("ancillary/ancillary-crc-error.png", bad_crc, False, lenient=True))
    return samples


@functools.cache
def good_corpus() -> list[Sample]:
    """Every valid sample; folders group them by kind and one sits deeper."""
    samples = matrix_samples() + reducible_samples() + ancillary_samples()
    samples.append(Sample("nested/deeper/still/leaf@2x.png", matrix_image("rgba", 8, 6, 4, True), False))
    return samples


# --- hostile files ------------------------------------------------------------------------------------

def _zeros_stream(megabytes: int) -> bytes:
    """zlib stream of `megabytes` MiB of zeros (about 1000:1)."""
    compressor = zlib.compressobj(9)
    block = bytes(1 << 20)
    parts = [compressor.compress(block) for _ in range(megabytes)]
    return b"".join(parts) + compressor.flush()


def _with_crc_error(data: bytes, kind: bytes) -> bytes:
    index = data.index(kind) - 4
    (length,) = struct.unpack(">I", data[index:index + 4])
    crc_at = index + 8 + length
    return data[:crc_at] + bytes(b ^ 0xFF for b in data[crc_at:crc_at + 4]) + data[crc_at + 4:]


@functools.cache
def hostile_corpus() -> list[Hostile]:
    good = matrix_image("rgba", 8, 33, 17, False)
    idat_at = good.index(b"IDAT") - 4
    (idat_length,) = struct.unpack(">I", good[idat_at:idat_at + 4])
    bomb = _zeros_stream(100)
    gray_1x1 = ihdr(1, 1, 8, 0)
    one_black = encode([[0]], 1, 1, greyscale=True, bitdepth=8)
    too_large = ("image is 100000x100000, over the limit of 16384 px a side and 67108864 pixels "
                 "(--max-pixels raises it)")
    cgbi = ("an Apple iPhone-optimized PNG (CgBI chunk, byte-swapped and premultiplied); use the original art, "
            "or revert it with 'xcrun pngcrush -revert-iphone-optimizations'")
    palette_ihdr = ihdr(4, 1, 2, 3)
    plte2 = chunk(b"PLTE", bytes((0, 0, 0, 255, 255, 255)))
    index_beyond = zlib.compress(bytes((0, 0b00011011)))  # indexes 0, 1, 2, 3 with 2 entries
    many = b"".join(chunk(b"prVt", bytes((i & 0xFF,))) for i in range(20000))
    many_text = b"".join(chunk(b"tEXt", b"k\0" + str(i).encode()) for i in range(5000))
    return [
        Hostile("empty.png", b"", "not a PNG file"),
        Hostile("text.png", b"This is a text file, not an image.\n", "not a PNG file"),
        Hostile("jpeg.png", bytes.fromhex("ffd8ffe000104a46494600010100000100010000ffdb0043") + bytes(64),
                "JPEG data, not a PNG; BarSkin reads PNG only, so convert it first (sips -s format png on a Mac, magick elsewhere)"),
        Hostile("signature-cut.png", SIGNATURE[:5], "truncated",
                "the bytes are the start of a PNG signature, so the file is a cut PNG"),
        Hostile("ihdr-cut.png", good[:20], "truncated"),
        Hostile("idat-cut.png", good[:idat_at + 8 + idat_length // 2], "truncated"),
        Hostile("no-iend.png", good[:good.index(b"IEND") - 4], "truncated"),
        Hostile("ihdr-crc.png", _with_crc_error(good, b"IHDR"), "CRC error in chunk IHDR"),
        Hostile("idat-crc.png", _with_crc_error(good, b"IDAT"), "CRC error in chunk IDAT"),
        Hostile("cgbi.png", SIGNATURE + chunk(b"CgBI", bytes((0x50, 0, 0x20, 0x06))) + good[8:], cgbi),
        Hostile("huge-ihdr.png", SIGNATURE + ihdr(100000, 100000, 8, 6) + chunk(b"IDAT", zlib.compress(b"\0" * 64))
                + chunk(b"IEND"), too_large),
        Hostile("zero-size.png", SIGNATURE + ihdr(0, 0, 8, 6) + chunk(b"IDAT", zlib.compress(b""))
                + chunk(b"IEND"), "invalid PNG data: image width is zero in IHDR"),
        Hostile("rgb-depth-4.png", SIGNATURE + ihdr(4, 4, 4, 2) + chunk(b"IDAT", zlib.compress(bytes(4 * 7)))
                + chunk(b"IEND"), "invalid PNG data: invalid color type/bit depth combination in IHDR"),
        # The largest legal length: libpng streams IDAT data, so this only runs off the end.
        Hostile("chunk-length-7fffffff.png", SIGNATURE + gray_1x1 + struct.pack(">I", 0x7FFFFFFF) + b"IDAT"
                + bytes(100), "truncated"),
        Hostile("chunk-length-ffffffff.png", SIGNATURE + gray_1x1 + struct.pack(">I", 0xFFFFFFFF) + b"IDAT"
                + bytes(100), "invalid PNG data: PNG unsigned integer out of range"),
        Hostile("missing-ihdr.png", SIGNATURE + chunk(b"IDAT", zlib.compress(b"\0\0")) + chunk(b"IEND"),
                "invalid PNG data: IDAT: missing IHDR before IDAT"),
        Hostile("idat-not-zlib.png", SIGNATURE + gray_1x1 + chunk(b"IDAT", b"this is not zlib") + chunk(b"IEND"),
                "invalid PNG data: IDAT: incorrect header check"),
        # libpng would inflate all 100 MiB after the single row (time grows with the excess,
        # about 2.5 s per compressed MB); BarSkin refuses IDAT data far beyond the raw size
        # before inflating anything. The byte count is computed: zlib builds may differ.
        Hostile("idat-bomb.png", SIGNATURE + gray_1x1 + chunk(b"IDAT", bomb) + chunk(b"IEND"),
                f"invalid PNG data: IDAT: {len(bomb)} bytes of compressed data, far more than a 1x1 image needs",
                "1x1 image whose IDAT inflates to 100 MiB"),
        # A little extra data in the stream (some encoders pad) is accepted, as libpng does.
        Hostile("idat-small-excess.png", SIGNATURE + gray_1x1 + chunk(b"IDAT", zlib.compress(bytes(100_000)))
                + chunk(b"IEND"), None, "1x1 image whose IDAT inflates to 100 KB", one_black),
        Hostile("claims-16000x16000.png", SIGNATURE + ihdr(16000, 16000, 8, 0) + chunk(b"IDAT", bomb)
                + chunk(b"IEND"),
                "image is 16000x16000, over the limit of 16384 px a side and 67108864 pixels "
                "(--max-pixels raises it)"),
        Hostile("claims-8000x8000-short-stream.png", SIGNATURE + ihdr(8000, 8000, 8, 0)
                + chunk(b"IDAT", _zeros_stream(1)) + chunk(b"IEND"),
                "invalid PNG data: not enough image data",
                "under the size limit, so only bounded reading protects memory"),
        Hostile("palette-index-beyond.png", SIGNATURE + palette_ihdr + plte2 + chunk(b"IDAT", index_beyond)
                + chunk(b"IEND"), "invalid PNG data: palette index 3 is beyond the 2-entry palette"),
        # Valid PNGs with absurd ancillary content: BarSkin never inflates or stores these
        # chunks, so they decode quickly in bounded memory.
        Hostile("ztxt-bomb.png", with_chunks(good, before_idat=[(b"zTXt", b"Comment\0\0" + bomb)]), None,
                "zTXt inflating to 100 MiB", good),
        Hostile("iccp-bomb.png", with_chunks(good, before_plte=[(b"iCCP", b"Bomb\0\0" + bomb)]), None,
                "iCCP inflating to 100 MiB", good),
        Hostile("many-chunks.png", good[:idat_at] + many + many_text + good[idat_at:], None,
                "25000 tiny ancillary chunks", good),
        Hostile("many-idat.png", with_chunks(good, idat_pieces=[5] * 5000 + [6] * 5000), None,
                "10001 IDAT chunks, most empty", good),
        Hostile("trailing-garbage.png", good + b"\0" * 5000 + b"GIF89a", None,
                "bytes after IEND are ignored", good),
    ]
