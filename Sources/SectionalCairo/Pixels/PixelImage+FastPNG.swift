import CPNG

extension PixelImage {
  /// Writes the image to a PNG file at `path` encoded for speed, replacing any file there.
  ///
  /// libpng with no row filter and zlib's fastest level, several times quicker than
  /// ``writePNG(to:)`` (Cairo's writer: libpng's adaptive filters and zlib's default level),
  /// for a file of about the same size on interface pictures. The pixels are the same: each is un-premultiplied as
  /// Cairo's writer does (rounding to nearest, transparent pixels all zero) and written as
  /// 8-bit RGBA. The gallery writes its PNGs this way (Documentation/TerminalRendering.md
  /// § Start-up); goldens keep Cairo's writer.
  ///
  /// - Throws: ``CairoError`` (reason: libpng's message) when the file cannot be written.
  /// - Complexity: O(width × height).
  public func writeFastPNG(to path: String) throws(CairoError) {
    guard width > 0, height > 0 else {
      throw CairoError(operation: "writing PNG \(path)", reason: "a PNG needs at least one pixel")
    }
    // RGBA bytes in memory order, one word per pixel: R | G << 8 | B << 16 | A << 24 on the
    // little-endian machines Sectional builds for.
    var words = [UInt32](repeating: 0, count: width * height)
    words.withUnsafeMutableBufferPointer { output in
      pixels.withUnsafeBufferPointer { input in
        for index in 0..<input.count {
          let word = input[index]
          let alpha = word >> 24
          if alpha == 255 {
            output[index] = (word & 0xFF00_FF00) | (word >> 16 & 0xFF) | (word & 0xFF) << 16
          } else if alpha != 0 {
            let red = ((word >> 16 & 0xFF) * 255 + alpha / 2) / alpha
            let green = ((word >> 8 & 0xFF) * 255 + alpha / 2) / alpha
            let blue = ((word & 0xFF) * 255 + alpha / 2) / alpha
            output[index] = red | green << 8 | blue << 16 | alpha << 24
          }
        }
      }
    }
    var message = [CChar](repeating: 0, count: 128)
    let written = words.withUnsafeBytes { buffer in
      sectional_png_write_rgba(
        path, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(width),
        UInt32(height), Self.fastFilter,
        Self.fastLevel, Self.fastStrategy, &message)
    }
    guard written != 0 else {
      let reason = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw CairoError(operation: "writing PNG \(path)", reason: reason)
    }
  }

  /// Every row's filter: none.
  ///
  /// On interface pictures (long flat runs) zlib's fastest level finds the runs itself;
  /// filtering made the files larger and the encoding slower (the gallery's 780 × 1688
  /// contacts PNG: no filter 80 KB, "sub" 90 KB).
  static let fastFilter = Int32(PNG_FILTER_NONE)
  /// zlib's fastest level.
  static let fastLevel: Int32 = 1
  /// zlib's default strategy.
  static let fastStrategy: Int32 = 0
}
