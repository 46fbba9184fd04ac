//! A minimal WAV writer: 16-bit PCM, mono.

/// The bytes of a mono 16-bit PCM WAV file holding `samples` at `sample_rate` Hz.
pub fn encode(sample_rate: u32, samples: &[i16]) -> Vec<u8> {
    let data_len = u32::try_from(samples.len() * 2).expect("a WAV file holds at most 4 GiB");
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // size of the fmt chunk
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// What a WAV header says: (sample rate, channels, bits per sample, number of frames).
/// Reads the canonical 44-byte layout [`encode`] writes.
pub fn header(bytes: &[u8]) -> Option<(u32, u16, u16, usize)> {
    let u16_at = |i: usize| Some(u16::from_le_bytes(bytes.get(i..i + 2)?.try_into().ok()?));
    let u32_at = |i: usize| Some(u32::from_le_bytes(bytes.get(i..i + 4)?.try_into().ok()?));
    if bytes.get(0..4)? != b"RIFF" || bytes.get(8..12)? != b"WAVE" || bytes.get(12..16)? != b"fmt "
    {
        return None;
    }
    if u32_at(4)? as usize + 8 != bytes.len() || u16_at(20)? != 1 || bytes.get(36..40)? != b"data" {
        return None;
    }
    let (rate, channels, bits) = (u32_at(24)?, u16_at(22)?, u16_at(34)?);
    let data = u32_at(40)? as usize;
    if data + 44 != bytes.len() || channels == 0 || bits != 16 {
        return None;
    }
    Some((rate, channels, bits, data / (2 * usize::from(channels))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_and_sample_count() {
        let samples: Vec<i16> = (0..1000).map(|i| (i * 30 - 15000) as i16).collect();
        let bytes = encode(44100, &samples);
        assert_eq!(bytes.len(), 44 + 2000);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(header(&bytes), Some((44100, 1, 16, 1000)));
        // Samples are little-endian after the header.
        assert_eq!(i16::from_le_bytes([bytes[44], bytes[45]]), -15000);
        assert_eq!(header(&bytes[..100]), None);
        assert_eq!(header(&encode(22050, &[])), Some((22050, 1, 16, 0)));
    }
}
