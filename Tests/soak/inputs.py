"""Random input for the presenter: every key it binds, junk bytes, escape sequences, mouse reports.

All randomness comes from the `random.Random` passed in, so a seed replays the same input.
Two bytes are never sent during the random phase, because they end the presenter on purpose:
`q` and Ctrl-C (0x03). They are filtered out of everything generated here, junk included, so an
ESC from one chunk and a `q` from the next cannot meet either.
"""

QUIT_BYTES = (0x03, ord("q"))

# Keys as tmux names, so tmux's own encoding of them is exercised (CSI, SS3, tilde forms).
NAMED_KEYS = [
    "Right", "Left", "Up", "Down", "PageUp", "PageDown", "Home", "End", "Tab", "BTab",
    "Enter", "Space", "BSpace", "Escape", "DC", "IC",
    *(f"F{n}" for n in range(1, 13)),
    "C-r", "C-l", "C-z", "C-a", "C-e", "C-u", "C-Right", "S-Left", "M-Up",
]
# Every character the presenter binds in some mode (slides, prompt, overview, notes, help).
BOUND_CHARACTERS = "lnhpjk][gG:?oNr0123456789/ "
PAGING_FORWARD = ["Right", "Space", "n", "l", "PageDown", "Enter"]
PAGING_BACK = ["Left", "h", "p", "PageUp", "BSpace"]


def safe(data):
    """data without the bytes that quit."""
    return bytes(b for b in data if b not in QUIT_BYTES)


def key(rng):
    """One key the presenter knows: a tmux key name, or a bound character as bytes."""
    if rng.random() < 0.45:
        return rng.choice(NAMED_KEYS)
    return rng.choice(BOUND_CHARACTERS).encode()


def junk(rng):
    """Bytes no terminal should send, or sends rarely: each generator aims at one decoder path."""
    return safe(rng.choice(JUNK)(rng))


def _random_bytes(rng):
    return bytes(rng.randrange(256) for _ in range(rng.randint(1, 24)))


def _csi(rng):
    params = rng.choice(["", "1;5", "?", "<", ">", "999999999999999999999", "1;2;3;4;5;6;7;8;9",
                         ";" * rng.randint(1, 40), str(rng.randrange(1 << 16))])
    final = rng.choice([rng.randrange(0x40, 0x7F), ord("~"), ord("u"), ord("M"), ord("m")])
    return b"\x1b[" + params.encode() + bytes([final])


def _ss3(rng):
    return b"\x1bO" + bytes([rng.randrange(0x20, 0x7F)])


def _osc(rng):
    body = rng.choice([b"0;title", b"11;rgb:ffff/ffff/ffff", b"11;rgb:0/0/0", b"11;garbage",
                       b"52;c;" + b"A" * rng.randint(0, 2000), _random_bytes(rng)])
    end = rng.choice([b"\x07", b"\x1b\\", b"", b"\x9c"])
    return b"\x1b]" + body + end


def _dcs(rng):
    return b"\x1bP" + _random_bytes(rng) + rng.choice([b"\x1b\\", b""])


def _paste(rng):
    return b"\x1b[200~" + _random_bytes(rng) + rng.choice([b"\x1b[201~", b""])


def _legacy_mouse(rng):
    return b"\x1b[M" + bytes(rng.randrange(256) for _ in range(rng.randint(0, 3)))


def _c1(rng):
    return bytes([rng.randrange(0x80, 0xA0)]) + _random_bytes(rng)[:4]


def _utf8(rng):
    return rng.choice([
        "日本語🎉é\u0301\u200d\ufeff".encode(),
        b"\xc3", b"\xe6\x97", b"\xf0\x9f\x8e", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\xed\xa0\x80",
        b"\xff\xfe\xfd", chr(rng.randrange(0x80, 0x110000)).encode("utf-8", "surrogatepass"),
    ])


def _long_sequence(rng):
    return b"\x1b[" + b"9" * rng.randint(100, 5000) + b"A"


def _lone_escapes(rng):
    return b"\x1b" * rng.randint(1, 5)


JUNK = [_random_bytes, _csi, _ss3, _osc, _dcs, _paste, _legacy_mouse, _c1, _utf8, _long_sequence,
        _lone_escapes]


def mouse(rng, width, height):
    """An SGR mouse report (ESC [ < b ; x ; y M/m): clicks on the bar and the dots, the wheel,
    drags, odd buttons, and positions off the screen."""
    button = rng.choice([0, 0, 0, 1, 2, 64, 65, 64, 65, 32, 35, 66, 67, 4, 8, 16, 128, 255,
                         rng.randrange(1 << 12)])
    row = rng.choice([1, 1, height - 1, height - 1, height, rng.randint(1, max(1, height)),
                      0, height + 3, 99999])
    column = rng.choice([rng.randint(1, max(1, width)), 1, width, 0, width + 7, 99999])
    release = rng.random() < 0.3
    report = f"\x1b[<{button};{column};{row}{'m' if release else 'M'}".encode()
    if rng.random() < 0.05:
        report = rng.choice([b"\x1b[<0;;M", b"\x1b[<-1;5;5M", b"\x1b[<0;5M", b"\x1b[<;;m",
                             b"\x1b[<0;1;1;1;1M"])
    return safe(report)


def size(rng):
    """A terminal size from 1x1 to 250x80, the extremes and the too-small edge often."""
    pick = rng.random()
    if pick < 0.15:
        return rng.choice([(1, 1), (250, 80), (1, 80), (250, 1), (40, 10), (39, 9)])
    if pick < 0.35:
        return (100, 30)
    return (rng.randint(1, 250), rng.randint(1, 80))
