/// The facts Sectional needs from a PNG file, read from its signature and IHDR chunk only.
///
/// PNG specification (ISO/IEC 15948), sections 5.2 and 11.2.2: a file starts with the 8-byte
/// signature `89 50 4E 47 0D 0A 1A 0A`, then the IHDR chunk: a 4-byte big-endian length that
/// must be 13, the type `IHDR`, width and height (4 bytes each, big-endian, 1...2^31-1), bit
/// depth, colour type, compression, filter and interlace method (1 byte each), and a CRC-32
/// over type and data.
struct PNGHeader: Hashable {
  /// The image width in pixels.
  let width: Int
  /// The image height in pixels.
  let height: Int

  /// The number of leading bytes the header occupies: signature, length, type, data, CRC.
  static let byteCount = 33

  /// The PNG file signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Parses the first ``byteCount`` bytes of a file; nil unless they are a valid PNG header.
  ///
  /// Checks the signature, the IHDR length and type, non-zero dimensions within 2^31-1, and
  /// the chunk's CRC.
  init?(bytes: [UInt8]) {
    guard bytes.count >= Self.byteCount, Array(bytes[0..<8]) == Self.signature else {
      return nil
    }
    func bigEndian(at offset: Int) -> UInt32 {
      bytes[offset..<offset + 4].reduce(0) { ($0 << 8) | UInt32($1) }
    }
    guard bigEndian(at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    let width = bigEndian(at: 16)
    let height = bigEndian(at: 20)
    let limit: UInt32 = 0x7FFF_FFFF
    guard (1...limit).contains(width), (1...limit).contains(height) else { return nil }
    guard CRC32.checksum(bytes[12..<29]) == bigEndian(at: 29) else { return nil }
    self.width = Int(width)
    self.height = Int(height)
  }
}
