//! A small PNG encoder for the large sprites: adaptive row filters and a DEFLATE
//! compressor (hash-chain LZ77 with lazy matching, dynamic Huffman blocks). tiny-skia's
//! own encoder compresses big, mostly flat images poorly (a 1700×1320 board of flat
//! colours came out near 900 KB); this one makes them several times smaller, which the
//! web build downloads. The older sprites keep tiny-skia's encoder, so their files do
//! not change.

/// The bytes of an 8-bit RGBA PNG of `width`×`height` from straight (not premultiplied)
/// `rgba` pixels, row by row from the top.
pub fn encode_rgba(width: u32, height: u32, rgba: &[[u8; 4]]) -> Vec<u8> {
    assert_eq!(rgba.len(), width as usize * height as usize, "pixel count");
    let bytes: Vec<u8> = rgba.iter().flatten().copied().collect();
    // 8 bits, RGBA, deflate, adaptive, no interlace.
    let ihdr = header(width, height, 6);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(
        &mut out,
        b"IDAT",
        &zlib(&filtered(&bytes, width as usize, 4)),
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

/// The bytes of an 8-bit paletted PNG of `width`×`height`: `palette` (at most 256 colours)
/// and each pixel's index in it, row by row from the top. A palette in the order of its
/// colours' brightness lets the row filters predict the indices of a texture.
pub fn encode_indexed(width: u32, height: u32, palette: &[[u8; 3]], indices: &[u8]) -> Vec<u8> {
    assert_eq!(
        indices.len(),
        width as usize * height as usize,
        "pixel count"
    );
    assert!(!palette.is_empty() && palette.len() <= 256, "palette size");
    assert!(
        indices.iter().all(|&i| usize::from(i) < palette.len()),
        "indices within the palette"
    );
    // 8 bits, paletted, deflate, adaptive, no interlace.
    let ihdr = header(width, height, 3);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", &palette.concat());
    chunk(
        &mut out,
        b"IDAT",
        &zlib(&filtered(indices, width as usize, 1)),
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

/// An IHDR chunk's data: 8 bits a sample of `colour_type`, deflate, adaptive filters, no
/// interlace.
fn header(width: u32, height: u32, colour_type: u8) -> Vec<u8> {
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, colour_type, 0, 0, 0]);
    ihdr
}

/// The image's rows, `width` pixels of `bpp` bytes each, every row led by the filter whose
/// output is smallest as signed bytes (the usual heuristic).
fn filtered(bytes: &[u8], width: usize, bpp: usize) -> Vec<u8> {
    let stride = width * bpp;
    let height = bytes.len() / stride;
    let mut out = Vec::with_capacity((stride + 1) * height);
    let zero = vec![0u8; stride];
    let mut candidate = vec![0u8; stride];
    let mut best = vec![0u8; stride];
    for y in 0..height {
        let row = &bytes[y * stride..(y + 1) * stride];
        let prev = if y == 0 {
            &zero[..]
        } else {
            &bytes[(y - 1) * stride..y * stride]
        };
        let mut best_kind = 0u8;
        let mut best_cost = u64::MAX;
        for kind in 0..5u8 {
            filter_row(kind, bpp, row, prev, &mut candidate);
            let cost: u64 = candidate
                .iter()
                .map(|&b| u64::from((b as i8).unsigned_abs()))
                .sum();
            if cost < best_cost {
                best_cost = cost;
                best_kind = kind;
                std::mem::swap(&mut best, &mut candidate);
            }
        }
        out.push(best_kind);
        out.extend_from_slice(&best);
    }
    out
}

/// The Paeth predictor of the PNG specification.
fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let p = i16::from(a) + i16::from(b) - i16::from(c);
    let (pa, pb, pc) = (
        (p - i16::from(a)).abs(),
        (p - i16::from(b)).abs(),
        (p - i16::from(c)).abs(),
    );
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// Filters `row` (`bpp` bytes a pixel) with filter `kind` against the row above, `prev`.
fn filter_row(kind: u8, bpp: usize, row: &[u8], prev: &[u8], out: &mut [u8]) {
    for i in 0..row.len() {
        let a = if i >= bpp { row[i - bpp] } else { 0 };
        let b = prev[i];
        let c = if i >= bpp { prev[i - bpp] } else { 0 };
        let predicted = match kind {
            0 => 0,
            1 => a,
            2 => b,
            3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
            _ => paeth(a, b, c),
        };
        out[i] = row[i].wrapping_sub(predicted);
    }
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&u32::try_from(data.len()).expect("chunk size").to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// CRC-32 (IEEE), as PNG chunks carry it.
pub fn crc32(data: &[u8]) -> u32 {
    let mut table = [0u32; 256];
    for (n, t) in table.iter_mut().enumerate() {
        let mut c = n as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
        *t = c;
    }
    let mut c = 0xFFFF_FFFFu32;
    for &b in data {
        c = table[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8);
    }
    c ^ 0xFFFF_FFFF
}

/// Adler-32, as the zlib stream ends with it.
pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for block in data.chunks(5552) {
        for &x in block {
            a += u32::from(x);
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    (b << 16) | a
}

/// A zlib stream (RFC 1950) of `data`, deflated.
pub fn zlib(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0xDA];
    out.extend_from_slice(&deflate(data));
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

// ---------------------------------------------------------------------------------------
// DEFLATE (RFC 1951)

const WINDOW: usize = 1 << 15;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
/// How many earlier positions with the same hash are tried for a match.
const MAX_CHAIN: usize = 96;
/// A match this long is taken at once, without looking one byte further.
const GOOD_ENOUGH: usize = 64;
/// Symbols in one block before its Huffman codes are rebuilt.
const BLOCK_SYMBOLS: usize = 1 << 16;

/// Base lengths of the length codes 257..=285, and their extra bits.
const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// Base distances of the distance codes 0..=29, and their extra bits.
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order the code-length code's lengths are written in.
const CL_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// A literal byte or a (length, distance) match.
#[derive(Clone, Copy)]
enum Symbol {
    Literal(u8),
    Match(u16, u16),
}

fn len_code(len: u16) -> usize {
    LEN_BASE.partition_point(|&b| b <= len) - 1
}

fn dist_code(dist: u16) -> usize {
    DIST_BASE.partition_point(|&b| b <= dist) - 1
}

struct BitWriter {
    out: Vec<u8>,
    acc: u64,
    bits: u32,
}

impl BitWriter {
    /// Writes the low `n` bits of `v`, least significant first.
    fn put(&mut self, v: u32, n: u32) {
        self.acc |= u64::from(v) << self.bits;
        self.bits += n;
        while self.bits >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.bits -= 8;
        }
    }

    /// Writes a Huffman code (most significant bit first, as DEFLATE wants).
    fn code(&mut self, code: u16, len: u8) {
        let rev = code.reverse_bits() >> (16 - u32::from(len));
        self.put(u32::from(rev), u32::from(len));
    }

    fn finish(mut self) -> Vec<u8> {
        if self.bits > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// LZ77 with hash chains and one step of lazy matching.
fn lz77(data: &[u8]) -> Vec<Symbol> {
    const HASH_BITS: u32 = 15;
    let hash = |i: usize| -> usize {
        let v = u32::from(data[i]) << 16 | u32::from(data[i + 1]) << 8 | u32::from(data[i + 2]);
        (v.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
    };
    let mut head = vec![usize::MAX; 1 << HASH_BITS];
    let mut prev = vec![usize::MAX; WINDOW];
    let insert = |i: usize, head: &mut Vec<usize>, prev: &mut Vec<usize>| {
        if i + MIN_MATCH <= data.len() {
            let h = hash(i);
            prev[i % WINDOW] = head[h];
            head[h] = i;
        }
    };
    let longest = |i: usize, head: &Vec<usize>, prev: &Vec<usize>| -> (usize, usize) {
        if i + MIN_MATCH > data.len() {
            return (0, 0);
        }
        let max = MAX_MATCH.min(data.len() - i);
        let (mut best_len, mut best_dist) = (0, 0);
        let mut cand = head[hash(i)];
        let mut chain = 0;
        while cand != usize::MAX && cand < i && i - cand <= WINDOW && chain < MAX_CHAIN {
            if data[cand + best_len.min(max - 1)] == data[i + best_len.min(max - 1)] {
                let mut l = 0;
                while l < max && data[cand + l] == data[i + l] {
                    l += 1;
                }
                if l > best_len {
                    best_len = l;
                    best_dist = i - cand;
                    if l == max {
                        break;
                    }
                }
            }
            let next = prev[cand % WINDOW];
            if next == usize::MAX || next >= cand {
                break;
            }
            cand = next;
            chain += 1;
        }
        if best_len >= MIN_MATCH {
            (best_len, best_dist)
        } else {
            (0, 0)
        }
    };
    let mut out = Vec::with_capacity(data.len() / 4);
    let mut i = 0;
    while i < data.len() {
        let (len, dist) = longest(i, &head, &prev);
        insert(i, &mut head, &mut prev);
        if len == 0 {
            out.push(Symbol::Literal(data[i]));
            i += 1;
            continue;
        }
        if len < GOOD_ENOUGH && i + 1 < data.len() {
            let (next_len, _) = longest(i + 1, &head, &prev);
            if next_len > len {
                // A better match starts one byte on: emit this byte as a literal.
                out.push(Symbol::Literal(data[i]));
                i += 1;
                continue;
            }
        }
        out.push(Symbol::Match(len as u16, dist as u16));
        for k in 1..len {
            insert(i + k, &mut head, &mut prev);
        }
        i += len;
    }
    out
}

/// Huffman code lengths for `freqs`, none longer than `limit`. Unused symbols get 0.
/// At least two symbols get a code, so that the code is complete (zlib rejects incomplete
/// code-length codes).
fn code_lengths(freqs: &[u32], limit: u8) -> Vec<u8> {
    let mut f: Vec<u64> = freqs.iter().map(|&x| u64::from(x)).collect();
    for s in 0..f.len() {
        if f.iter().filter(|&&x| x > 0).count() >= 2 {
            break;
        }
        if f[s] == 0 {
            f[s] = 1;
        }
    }
    loop {
        let lens = huffman_lengths(&f);
        if lens.iter().all(|&l| l <= limit) {
            return lens;
        }
        // Too deep: flatten the distribution and try again.
        for x in f.iter_mut().filter(|x| **x > 0) {
            *x = (*x).div_ceil(2);
        }
    }
}

/// Unlimited Huffman code lengths (a symbol used alone gets length 1).
fn huffman_lengths(freqs: &[u64]) -> Vec<u8> {
    let mut lens = vec![0u8; freqs.len()];
    let used: Vec<usize> = (0..freqs.len()).filter(|&s| freqs[s] > 0).collect();
    match used.len() {
        0 => return lens,
        1 => {
            lens[used[0]] = 1;
            return lens;
        }
        _ => {}
    }
    // Nodes: leaves first, then merged nodes; parent links give each leaf's depth.
    let mut weight: Vec<u64> = used.iter().map(|&s| freqs[s]).collect();
    let mut parent: Vec<usize> = vec![usize::MAX; used.len()];
    let mut heap: std::collections::BinaryHeap<std::cmp::Reverse<(u64, usize)>> = weight
        .iter()
        .enumerate()
        .map(|(i, &w)| std::cmp::Reverse((w, i)))
        .collect();
    while heap.len() > 1 {
        let std::cmp::Reverse((wa, a)) = heap.pop().expect("two nodes");
        let std::cmp::Reverse((wb, b)) = heap.pop().expect("two nodes");
        let node = weight.len();
        weight.push(wa + wb);
        parent.push(usize::MAX);
        parent[a] = node;
        parent[b] = node;
        heap.push(std::cmp::Reverse((wa + wb, node)));
    }
    for (leaf, &s) in used.iter().enumerate() {
        let mut depth = 0u8;
        let mut n = leaf;
        while parent[n] != usize::MAX {
            n = parent[n];
            depth = depth.saturating_add(1);
        }
        lens[s] = depth;
    }
    lens
}

/// Canonical codes for code lengths.
fn canonical(lens: &[u8]) -> Vec<u16> {
    let max = lens.iter().copied().max().unwrap_or(0) as usize;
    let mut count = vec![0u16; max + 1];
    for &l in lens {
        if l > 0 {
            count[l as usize] += 1;
        }
    }
    let mut next = vec![0u16; max + 2];
    let mut code = 0u16;
    for bits in 1..=max {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                0
            } else {
                let c = next[l as usize];
                next[l as usize] += 1;
                c
            }
        })
        .collect()
}

/// The code-length sequence of lit/len and distance lengths, run-length coded:
/// (symbol 0..=18, extra bits value).
fn rle_lengths(lens: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lens.len() {
        let l = lens[i];
        let mut run = 1;
        while i + run < lens.len() && lens[i + run] == l {
            run += 1;
        }
        if l == 0 && run >= 3 {
            let r = run.min(138);
            if r >= 11 {
                out.push((18, (r - 11) as u8));
            } else {
                out.push((17, (r - 3) as u8));
            }
            i += r;
        } else if l != 0 && run >= 4 {
            out.push((l, 0));
            let r = (run - 1).min(6);
            out.push((16, (r - 3) as u8));
            i += 1 + r;
        } else {
            out.push((l, 0));
            i += 1;
        }
    }
    out
}

fn write_block(w: &mut BitWriter, symbols: &[Symbol], last: bool) {
    let mut lit_freq = vec![0u32; 286];
    let mut dist_freq = vec![0u32; 30];
    for s in symbols {
        match *s {
            Symbol::Literal(b) => lit_freq[b as usize] += 1,
            Symbol::Match(len, dist) => {
                lit_freq[257 + len_code(len)] += 1;
                dist_freq[dist_code(dist)] += 1;
            }
        }
    }
    lit_freq[256] = 1;
    let lit_lens = code_lengths(&lit_freq, 15);
    let dist_lens = code_lengths(&dist_freq, 15);
    let lit_codes = canonical(&lit_lens);
    let dist_codes = canonical(&dist_lens);
    let hlit = 257.max(lit_lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let hdist = 1.max(dist_lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let mut all = lit_lens[..hlit].to_vec();
    all.extend_from_slice(&dist_lens[..hdist]);
    let rle = rle_lengths(&all);
    let mut cl_freq = vec![0u32; 19];
    for &(s, _) in &rle {
        cl_freq[s as usize] += 1;
    }
    let cl_lens = code_lengths(&cl_freq, 7);
    let cl_codes = canonical(&cl_lens);
    let hclen = 4.max(
        CL_ORDER
            .iter()
            .rposition(|&s| cl_lens[s] > 0)
            .map_or(0, |p| p + 1),
    );

    w.put(u32::from(last), 1);
    w.put(2, 2); // dynamic Huffman
    w.put((hlit - 257) as u32, 5);
    w.put((hdist - 1) as u32, 5);
    w.put((hclen - 4) as u32, 4);
    for &s in &CL_ORDER[..hclen] {
        w.put(u32::from(cl_lens[s]), 3);
    }
    for &(s, extra) in &rle {
        w.code(cl_codes[s as usize], cl_lens[s as usize]);
        match s {
            16 => w.put(u32::from(extra), 2),
            17 => w.put(u32::from(extra), 3),
            18 => w.put(u32::from(extra), 7),
            _ => {}
        }
    }
    for s in symbols {
        match *s {
            Symbol::Literal(b) => w.code(lit_codes[b as usize], lit_lens[b as usize]),
            Symbol::Match(len, dist) => {
                let lc = len_code(len);
                w.code(lit_codes[257 + lc], lit_lens[257 + lc]);
                w.put(u32::from(len - LEN_BASE[lc]), u32::from(LEN_EXTRA[lc]));
                let dc = dist_code(dist);
                w.code(dist_codes[dc], dist_lens[dc]);
                w.put(u32::from(dist - DIST_BASE[dc]), u32::from(DIST_EXTRA[dc]));
            }
        }
    }
    w.code(lit_codes[256], lit_lens[256]);
}

/// Raw DEFLATE of `data`.
pub fn deflate(data: &[u8]) -> Vec<u8> {
    let symbols = lz77(data);
    let mut w = BitWriter {
        out: Vec::with_capacity(data.len() / 4),
        acc: 0,
        bits: 0,
    };
    if symbols.is_empty() {
        write_block(&mut w, &[], true);
    }
    let blocks: Vec<&[Symbol]> = symbols.chunks(BLOCK_SYMBOLS).collect();
    for (k, block) in blocks.iter().enumerate() {
        write_block(&mut w, block, k + 1 == blocks.len());
    }
    w.finish()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A plain inflater (dynamic and fixed blocks, stored blocks), to check the encoder.
    pub(crate) fn inflate(src: &[u8]) -> Vec<u8> {
        use std::collections::HashMap;
        fn table(lens: &[u8]) -> HashMap<(u8, u16), usize> {
            let codes = canonical(lens);
            (0..lens.len())
                .filter(|&s| lens[s] > 0)
                .map(|s| ((lens[s], codes[s]), s))
                .collect()
        }
        struct Bits<'a> {
            src: &'a [u8],
            pos: usize,
            bit: u32,
        }
        impl Bits<'_> {
            fn get(&mut self, n: u32) -> u32 {
                let mut v = 0;
                for k in 0..n {
                    let b = (self.src[self.pos] >> self.bit) & 1;
                    v |= u32::from(b) << k;
                    self.bit += 1;
                    if self.bit == 8 {
                        self.bit = 0;
                        self.pos += 1;
                    }
                }
                v
            }
            fn sym(&mut self, table: &HashMap<(u8, u16), usize>) -> usize {
                let (mut code, mut len) = (0u16, 0u8);
                loop {
                    code = (code << 1) | self.get(1) as u16;
                    len += 1;
                    if let Some(&s) = table.get(&(len, code)) {
                        return s;
                    }
                    assert!(len < 16, "bad code");
                }
            }
        }
        let mut r = Bits {
            src,
            pos: 0,
            bit: 0,
        };
        let mut out: Vec<u8> = Vec::new();
        loop {
            let last = r.get(1);
            let kind = r.get(2);
            assert!(kind == 2 || kind == 1, "block type {kind}");
            let (lit, dist) = if kind == 1 {
                let mut lit = vec![8u8; 288];
                lit[144..256].fill(9);
                lit[256..280].fill(7);
                (lit, vec![5u8; 30])
            } else {
                let hlit = r.get(5) as usize + 257;
                let hdist = r.get(5) as usize + 1;
                let hclen = r.get(4) as usize + 4;
                let mut cl = [0u8; 19];
                for &s in &CL_ORDER[..hclen] {
                    cl[s] = r.get(3) as u8;
                }
                let cl = table(&cl);
                let mut all = Vec::new();
                while all.len() < hlit + hdist {
                    match r.sym(&cl) {
                        s @ 0..=15 => all.push(s as u8),
                        16 => {
                            let p = *all.last().expect("a length to repeat");
                            for _ in 0..3 + r.get(2) {
                                all.push(p);
                            }
                        }
                        17 => all.extend(std::iter::repeat_n(0, 3 + r.get(3) as usize)),
                        _ => all.extend(std::iter::repeat_n(0, 11 + r.get(7) as usize)),
                    }
                }
                (all[..hlit].to_vec(), all[hlit..].to_vec())
            };
            let (lit, dist) = (table(&lit), table(&dist));
            loop {
                let s = r.sym(&lit);
                match s {
                    0..=255 => out.push(s as u8),
                    256 => break,
                    _ => {
                        let lc = s - 257;
                        let len = LEN_BASE[lc] as usize + r.get(u32::from(LEN_EXTRA[lc])) as usize;
                        let dc = r.sym(&dist);
                        let d = DIST_BASE[dc] as usize + r.get(u32::from(DIST_EXTRA[dc])) as usize;
                        for _ in 0..len {
                            out.push(out[out.len() - d]);
                        }
                    }
                }
            }
            if last == 1 {
                return out;
            }
        }
    }

    #[test]
    fn checksums() {
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn deflate_round_trips() {
        let mut rng = crate::rng::Rng(5);
        let mut cases: Vec<Vec<u8>> = vec![
            Vec::new(),
            vec![7],
            vec![0; 100_000],
            b"abcabcabcabcabcabcabcab the quick brown fox".repeat(40),
        ];
        // Noise over runs: many short and long matches, far and near.
        let mut mixed = Vec::new();
        for _ in 0..3000 {
            if rng.unit() < 0.5 {
                let n = (rng.unit() * 40.0) as usize;
                mixed.extend((0..n).map(|_| (rng.unit() * 8.0) as u8));
            } else if mixed.len() > 10 {
                let d = 1 + (rng.unit() * (mixed.len().min(40_000) - 1) as f64) as usize;
                let n = 3 + (rng.unit() * 300.0) as usize;
                for _ in 0..n {
                    mixed.push(mixed[mixed.len() - d]);
                }
            }
        }
        cases.push(mixed);
        for data in cases {
            assert_eq!(inflate(&deflate(&data)), data, "{} bytes", data.len());
        }
    }

    #[test]
    fn lengths_are_limited_and_complete() {
        // Fibonacci frequencies make the deepest unlimited tree.
        let mut f = vec![1u32, 1];
        while f.len() < 30 {
            let k = f.len();
            f.push(f[k - 1] + f[k - 2]);
        }
        let lens = code_lengths(&f, 15);
        assert!(lens.iter().all(|&l| (1..=15).contains(&l)));
        let kraft: f64 = lens.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!(kraft <= 1.0 + 1e-12, "{kraft}");
    }

    #[test]
    fn a_png_decodes_to_its_pixels() {
        let (w, h) = (37u32, 11u32);
        let px: Vec<[u8; 4]> = (0..w * h)
            .map(|i| {
                [
                    (i * 7) as u8,
                    (i / 3) as u8,
                    200,
                    if i % 5 == 0 { 0 } else { 255 },
                ]
            })
            .collect();
        let png = encode_rgba(w, h, &px);
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(crate::render::png_size(&png), Some((w, h)));
        // One IDAT: unfilter its rows and compare.
        let idat_len = u32::from_be_bytes(png[33..37].try_into().unwrap()) as usize;
        assert_eq!(&png[37..41], b"IDAT");
        let z = &png[41..41 + idat_len];
        let raw = inflate(&z[2..z.len() - 4]);
        assert_eq!(adler32(&raw).to_be_bytes(), z[z.len() - 4..]);
        let stride = w as usize * 4;
        let mut prev = vec![0u8; stride];
        for y in 0..h as usize {
            let line = &raw[y * (stride + 1)..(y + 1) * (stride + 1)];
            let mut row = vec![0u8; stride];
            for i in 0..stride {
                let a = if i >= 4 { row[i - 4] } else { 0 };
                let c = if i >= 4 { prev[i - 4] } else { 0 };
                let p = match line[0] {
                    0 => 0,
                    1 => a,
                    2 => prev[i],
                    3 => ((u16::from(a) + u16::from(prev[i])) / 2) as u8,
                    _ => paeth(a, prev[i], c),
                };
                row[i] = line[1 + i].wrapping_add(p);
            }
            let want: Vec<u8> = px[y * w as usize..(y + 1) * w as usize]
                .iter()
                .flatten()
                .copied()
                .collect();
            assert_eq!(row, want, "row {y}");
            prev = row;
        }
    }

    /// A paletted PNG, read by another decoder (tiny-skia's), gives each pixel its
    /// palette colour.
    #[test]
    fn a_paletted_png_decodes_to_its_colours() {
        let (w, h) = (19u32, 7u32);
        let palette: Vec<[u8; 3]> = (0..40u8).map(|i| [i * 6, 255 - i * 3, i ^ 0x5a]).collect();
        let indices: Vec<u8> = (0..w * h).map(|i| ((i * 13) % 40) as u8).collect();
        let png = encode_indexed(w, h, &palette, &indices);
        let (dw, dh, px) = crate::render::decode(&png).expect("a PNG");
        assert_eq!((dw, dh), (w, h));
        for (p, &i) in px.iter().zip(&indices) {
            let c = palette[usize::from(i)];
            assert_eq!(*p, [c[0], c[1], c[2], 255]);
        }
    }
}
