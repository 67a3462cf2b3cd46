/// The CRC-32 used by PNG chunks (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected),
/// as specified in the PNG specification, annex D.
enum CRC32 {
  /// The 256-entry lookup table for the reflected polynomial.
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The CRC of `bytes`.
  ///
  /// - Complexity: O(n) in the number of bytes.
  static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }
}
