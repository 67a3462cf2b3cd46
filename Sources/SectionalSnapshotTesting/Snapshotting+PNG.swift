import SectionalCairo
import SectionalGraphics

extension Snapshotting where Value == PixelImage, Format == PixelImage {
  /// Snapshots an image as a PNG file, compared pixel by pixel within `tolerance`.
  ///
  /// The default tolerance is ``PixelTolerance/snapshot``. On a mismatch the difference
  /// image (``PixelDifference/image``) is written as `<test>.<n>.diff.png`.
  public static func image(tolerance: PixelTolerance = .snapshot) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0 }
  }
}

extension Snapshotting where Value == DisplayList, Format == PixelImage {
  /// Snapshots a display list rendered by ``CairoRenderer`` on a canvas of `size` points at
  /// `scale` (1 by default), as a PNG compared within `tolerance`.
  ///
  /// The canvas is transparent unless `background` is given. Fonts are pinned to the
  /// project's DejaVu-only configuration (``FontConfiguration``), which this strategy also
  /// exports as `FONTCONFIG_FILE`.
  public static func png(
    size: CGSize, scale: Double = 1, background: Color? = nil,
    tolerance: PixelTolerance = .snapshot
  ) -> Snapshotting {
    FontConfiguration.useProjectFontConfiguration()
    let renderer = CairoRenderer(scale: scale, background: background)
    return Snapshotting<PixelImage, PixelImage>.image(tolerance: tolerance).pullback { list in
      try renderer.render(list, size: size)
    }
  }
}

extension Diffing where Format == PixelImage {
  /// Stores images as PNG (through Cairo) and compares them with ``PixelDifference``.
  public static func image(tolerance: PixelTolerance) -> Diffing {
    Diffing(
      toData: { try $0.pngData() },
      fromData: { try PixelImage(pngData: $0) },
      diff: { reference, actual in
        let difference = PixelDifference(
          expected: reference, actual: actual, channelTolerance: tolerance.channelDelta)
        guard !difference.isWithin(tolerance) else { return nil }
        var message =
          "\(difference.differingPixelCount) of \(difference.pixelCount) pixels differ "
          + "(largest channel delta \(difference.largestChannelDelta); tolerance: delta "
          + "\(tolerance.channelDelta), fraction \(tolerance.differingFraction))"
        if !difference.sizesMatch {
          message +=
            "; size \(actual.width)×\(actual.height) instead of "
            + "\(reference.width)×\(reference.height)"
        }
        let artifacts = (try? difference.image.pngData()).map { [("diff.png", $0)] } ?? []
        return SnapshotDifference(message: message, artifacts: artifacts)
      })
  }
}
