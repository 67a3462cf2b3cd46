import CPangoCairo

extension PixelImage {
  /// Decodes PNG bytes with Cairo's PNG reader (`cairo_image_surface_create_from_png_stream`).
  ///
  /// Any PNG colour type Cairo reads is accepted; the pixels end up as premultiplied ARGB.
  ///
  /// - Throws: ``CairoError`` when the bytes are not a PNG Cairo can read.
  /// - Complexity: O(bytes + width × height).
  public init(pngData: [UInt8]) throws(CairoError) {
    let reader = ByteReader(bytes: pngData)
    let box = Unmanaged.passRetained(reader)
    defer { box.release() }
    guard
      let surface = cairo_image_surface_create_from_png_stream(
        { closure, destination, length in
          guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
          return reader.read(into: destination, count: Int(length))
            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, box.toOpaque())
    else { throw CairoError(operation: "reading PNG data", reason: "out of memory") }
    defer { cairo_surface_destroy(surface) }
    try self.init(copying: surface)
  }

  /// Reads a PNG file with Cairo's PNG reader (`cairo_image_surface_create_from_png`).
  ///
  /// - Throws: ``CairoError`` when the file is missing or not a PNG Cairo can read.
  /// - Complexity: O(file size + width × height).
  public init(contentsOfPNGFile path: String) throws(CairoError) {
    guard let surface = cairo_image_surface_create_from_png(path) else {
      throw CairoError(operation: "reading PNG \(path)", reason: "out of memory")
    }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError(operation: "reading PNG \(path)", status: status)
    }
    try self.init(copying: surface)
  }

  /// Encodes the image as PNG bytes with Cairo's PNG writer.
  ///
  /// The encoding is deterministic: the same pixels always give the same bytes.
  ///
  /// - Complexity: O(width × height).
  public func pngData() throws(CairoError) -> [UInt8] {
    guard width > 0, height > 0 else {
      throw CairoError(operation: "writing PNG data", reason: "a PNG needs at least one pixel")
    }
    return try withCairoSurface { surface throws(CairoError) in
      try Self.encodePNG(surface)
    }
  }

  /// Writes the image to a PNG file at `path`, replacing any file there.
  ///
  /// - Complexity: O(width × height).
  public func writePNG(to path: String) throws(CairoError) {
    guard width > 0, height > 0 else {
      throw CairoError(operation: "writing PNG \(path)", reason: "a PNG needs at least one pixel")
    }
    try withCairoSurface { surface throws(CairoError) in
      let status = cairo_surface_write_to_png(surface, path)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw CairoError(operation: "writing PNG \(path)", status: status)
      }
    }
  }

  /// The PNG encoding of a Cairo image surface.
  static func encodePNG(_ surface: OpaquePointer) throws(CairoError) -> [UInt8] {
    let writer = ByteWriter()
    let box = Unmanaged.passRetained(writer)
    defer { box.release() }
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, source, length in
        guard let closure, let source else { return CAIRO_STATUS_WRITE_ERROR }
        let writer = Unmanaged<ByteWriter>.fromOpaque(closure).takeUnretainedValue()
        writer.bytes.append(contentsOf: UnsafeBufferPointer(start: source, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, box.toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError(operation: "writing PNG data", status: status)
    }
    return writer.bytes
  }
}

/// The state of a PNG read from memory: the bytes and how far Cairo has read.
private final class ByteReader {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Copies the next `count` bytes to `destination`; false if fewer remain.
  func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= bytes.count - offset else { return false }
    bytes.withUnsafeBufferPointer { buffer in
      destination.update(from: buffer.baseAddress! + offset, count: count)
    }
    offset += count
    return true
  }
}

/// The bytes of a PNG being written to memory.
private final class ByteWriter {
  var bytes: [UInt8] = []
}
