#if canImport(Glibc)
  import Glibc
#endif

/// The allocator settings that keep frames from faulting in fresh pages, applied when a host
/// is opened with `keepsFramePagesMapped` (off by default: they are process-wide).
///
/// Every frame, GTK 4.8's X11 Cairo context allocates a new window-sized image to paint
/// into, and Cairo rasterises the draw func's recording into another temporary image: at
/// 390×844 @2x, 5.3 MB each. With glibc's default dynamic threshold such blocks may be
/// mapped for each frame and unmapped when freed, or trimmed off the heap's top, so each
/// frame faults in and zeroes every page again, a large share of the paint phase's CPU time.
/// Serving blocks below 32 MiB from the heap and trimming only
/// past 128 MiB keeps those pages mapped for the next frame.
extension GTKHost {
  /// Whether ``keepFramePagesMapped()`` ran in this process.
  static var framePagesKept = false

  /// Sets glibc's `M_MMAP_THRESHOLD` to 32 MiB and `M_TRIM_THRESHOLD` to 128 MiB, once per
  /// process, unless the environment already sets either (`MALLOC_MMAP_THRESHOLD_`,
  /// `MALLOC_TRIM_THRESHOLD_`).
  ///
  /// This is process-wide: freed large blocks stay in the heap for reuse instead of going
  /// back to the system. Does nothing where the C library is not glibc.
  static func keepFramePagesMapped() {
    guard !framePagesKept else { return }
    framePagesKept = true
    #if canImport(Glibc)
      guard getenv("MALLOC_MMAP_THRESHOLD_") == nil, getenv("MALLOC_TRIM_THRESHOLD_") == nil
      else { return }
      // `mallopt` is declared in <malloc.h>, which the Glibc module does not include; it is
      // looked up by name, with glibc's values of `M_MMAP_THRESHOLD` (-3) and
      // `M_TRIM_THRESHOLD` (-1).
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-3, 32 << 20)
      _ = mallopt(-1, 128 << 20)
    #endif
  }
}
