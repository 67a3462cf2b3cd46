/// Vector loops over dense rows of the small tableau, four coefficients at a time.
///
/// Every dense buffer is zero beyond the symbols in use and `SmallStore.stride` is a multiple
/// of four, so a loop may run on to the next multiple of four: zeros stay zero (or −0, which
/// compares equal to 0 everywhere the tableau looks). Products and sums are separate IEEE
/// operations, as in the sparse engine's scalar loops (Swift does not fuse them), so both give
/// bit-identical coefficients.
enum DenseKernels {
  /// `count` rounded up to a multiple of four.
  @inline(__always)
  static func padded(_ count: Int) -> Int { (count + 3) & ~3 }

  /// Four coefficients from `p + j`.
  @inline(__always)
  static func load(_ p: UnsafeMutablePointer<Double>, _ j: Int) -> SIMD4<Double> {
    UnsafeRawPointer(p + j).loadUnaligned(as: SIMD4<Double>.self)
  }

  /// Stores four coefficients at `p + j`.
  @inline(__always)
  static func store(_ v: SIMD4<Double>, _ p: UnsafeMutablePointer<Double>, _ j: Int) {
    UnsafeMutableRawPointer(p + j).storeBytes(of: v, as: SIMD4<Double>.self)
  }

  /// `target += a · source` over `count` coefficients; a result where `source` is nonzero is
  /// set to 0 when within `nearZeroThreshold` of zero (the sparse merge drops that cell).
  ///
  /// - Complexity: O(count).
  @inline(__always)
  static func addScaled(
    _ target: UnsafeMutablePointer<Double>, _ a: Double,
    _ source: UnsafeMutablePointer<Double>, count: Int
  ) {
    let av = SIMD4<Double>(repeating: a)
    let high = SIMD4<Double>(repeating: nearZeroThreshold)
    let low = -high
    let zero = SIMD4<Double>()
    var j = 0
    let end = padded(count)
    while j < end {
      let s = load(source, j)
      let c = load(target, j) + av * s
      let drop = (s .!= zero) .& (c .< high) .& (c .> low)
      store(c.replacing(with: 0, where: drop), target, j)
      j += 4
    }
  }

  /// `target += a · source` over `count` coefficients, without dropping anything.
  ///
  /// - Complexity: O(count).
  @inline(__always)
  static func accumulate(
    _ target: UnsafeMutablePointer<Double>, _ a: Double,
    _ source: UnsafeMutablePointer<Double>, count: Int
  ) {
    let av = SIMD4<Double>(repeating: a)
    var j = 0
    let end = padded(count)
    while j < end {
      store(load(target, j) + av * load(source, j), target, j)
      j += 4
    }
  }

  /// `target = factor · source` over `count` coefficients (`target` may be `source`).
  ///
  /// - Complexity: O(count).
  @inline(__always)
  static func scale(
    _ target: UnsafeMutablePointer<Double>, _ source: UnsafeMutablePointer<Double>,
    by factor: Double, count: Int
  ) {
    let f = SIMD4<Double>(repeating: factor)
    var j = 0
    let end = padded(count)
    while j < end {
      store(load(source, j) * f, target, j)
      j += 4
    }
  }

  /// Sets every coefficient within `nearZeroThreshold` of zero to 0.
  ///
  /// - Complexity: O(count).
  @inline(__always)
  static func dropNearZero(_ target: UnsafeMutablePointer<Double>, count: Int) {
    let high = SIMD4<Double>(repeating: nearZeroThreshold)
    let low = -high
    var j = 0
    let end = padded(count)
    while j < end {
      let c = load(target, j)
      store(c.replacing(with: 0, where: (c .< high) .& (c .> low)), target, j)
      j += 4
    }
  }
}
