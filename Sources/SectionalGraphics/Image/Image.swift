import Foundation

/// A bitmap image known by its file and pixel size (UIKit's `UIImage`).
///
/// An `Image` never holds decoded pixels: it records where the PNG is, how many pixels it
/// has (read from the PNG header without decoding) and its scale. The renderers decode the
/// file when they draw it (Cairo reads PNGs itself). As in UIKit, ``size`` is in points:
/// pixels divided by ``scale``, and the scale comes from an `@2x` or `@3x` file-name suffix.
public struct Image: Hashable, Sendable {
  /// The path of the PNG file the renderers draw.
  public let path: String
  /// The image's name: the file name without extension and scale suffix.
  ///
  /// For example, `"smiley-face"` for `smiley-face@2x.png`.
  public let name: String
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// Pixels per point: 1, 2 or 3 (UIKit's `UIImage.scale`).
  public let scale: CGFloat

  /// Creates an image description without reading the file, for images whose size is known.
  ///
  /// `scale` must be positive; anything else (0, negative, NaN, infinite) is taken as 1.
  /// Negative pixel counts are taken as 0. The name is derived from `path` as in
  /// ``init(contentsOfFile:)``.
  public init(path: String, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
    self.path = path
    self.name = Image.parseFileName(path).name
    self.pixelWidth = Swift.max(pixelWidth, 0)
    self.pixelHeight = Swift.max(pixelHeight, 0)
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// Loads the description of the PNG file at `path` (UIKit's `init(contentsOfFile:)`).
  ///
  /// Reads only the first 33 bytes: the PNG signature and the IHDR chunk, whose length,
  /// type, dimensions and CRC are validated (PNG specification, sections 5.2 and 11.2.2).
  /// Returns nil when the file cannot be read or is not a PNG. The scale comes from the file
  /// name: `name@2x.png` is 2, `name@3x.png` is 3, anything else 1.
  public init?(contentsOfFile path: String) {
    guard let bytes = FileAccess.readPrefix(ofFile: path, count: PNGHeader.byteCount),
      let header = PNGHeader(bytes: bytes)
    else { return nil }
    self.init(
      path: path, pixelWidth: header.width, pixelHeight: header.height,
      scale: Image.parseFileName(path).scale)
  }

  /// Looks an image up by name in the shared catalog (UIKit's `UIImage(named:)`).
  ///
  /// See ``ImageCatalog/image(named:)`` for the search order; register directories with
  /// ``ImageCatalog/registerSharedSearchDirectory(_:)`` at startup.
  ///
  /// - Complexity: O(d) file lookups for d registered directories.
  public init?(named name: String) {
    guard let image = ImageCatalog.shared.image(named: name) else { return nil }
    self = image
  }

  /// Looks an image up by name in `catalog`.
  ///
  /// - Complexity: O(d) file lookups for d directories in the catalog.
  public init?(named name: String, in catalog: ImageCatalog) {
    guard let image = catalog.image(named: name) else { return nil }
    self = image
  }

  /// The size in points: pixel dimensions divided by ``scale`` (UIKit's `UIImage.size`).
  public var size: CGSize {
    CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// Splits a path's file name into the image name and the scale its suffix gives.
  ///
  /// `dir/smiley@2x.png` gives `("smiley", 2)`; `@1x`, `@2x` and `@3x` are recognised, other
  /// suffixes stay part of the name with scale 1. Only a `.png` extension (any case) is
  /// removed.
  static func parseFileName(_ path: String) -> (name: String, scale: CGFloat) {
    var stem = FileAccess.lastComponent(path)
    if stem.count > 4, stem.suffix(4).lowercased() == ".png" { stem = stem.dropLast(4) }
    for (suffix, scale) in [("@1x", 1.0), ("@2x", 2.0), ("@3x", 3.0)]
    where stem.count > suffix.count && stem.hasSuffix(suffix) {
      return (String(stem.dropLast(suffix.count)), scale)
    }
    return (String(stem), 1)
  }
}

extension Image: CustomStringConvertible {
  /// The image as `name 44×44@2x` (size in points, then scale).
  public var description: String {
    "\(name) \(size.sectionalDescription)@\(formatCoordinate(scale))x"
  }
}
