import SectionalCairo
import SectionalTestSupport
import Testing

@Suite struct PixelDifferenceTests {
  @Test("Identical images have no differing pixels")
  func identicalImages() {
    let image = PixelImage(width: 5, height: 4, fill: 0xFF12_3456)
    let difference = PixelDifference(expected: image, actual: image)
    #expect(difference.pixelCount == 20)
    #expect(difference.differingPixelCount == 0)
    #expect(difference.largestChannelDelta == 0)
    #expect(difference.isIdentical)
    #expect(difference.isWithin(.exact))
  }

  @Test("One changed pixel is counted once and painted red in the difference image")
  func oneChangedPixel() {
    let expected = PixelImage(width: 5, height: 4, fill: 0xFFFF_FFFF)
    var actual = expected
    actual[2, 1] = 0xFFFF_FF00
    let difference = PixelDifference(expected: expected, actual: actual)
    #expect(difference.differingPixelCount == 1)
    #expect(difference.largestChannelDelta == 255)
    #expect(difference.differingFraction == 0.05)
    #expect(difference.image[2, 1] == 0xFFFF_0000)
    #expect(difference.image[0, 0] == 0xFFFF_FFFF)
    #expect(!difference.isWithin(.exact))
    #expect(difference.isWithin(PixelTolerance(channelDelta: 0, differingFraction: 0.05)))
  }

  @Test("Channel deltas up to the tolerance do not count")
  func channelTolerance() {
    let expected = PixelImage(width: 2, height: 1, fill: 0xFF80_8080)
    var actual = expected
    actual[0, 0] = 0xFF82_8080
    actual[1, 0] = 0xFF80_8083
    let lenient = PixelDifference(expected: expected, actual: actual, channelTolerance: 2)
    #expect(lenient.differingPixelCount == 1)
    #expect(lenient.largestChannelDelta == 3)
    let strict = PixelDifference(expected: expected, actual: actual, channelTolerance: 0)
    #expect(strict.differingPixelCount == 2)
  }

  @Test("The snapshot tolerance passes one stray pixel but catches a 3×3 change")
  func snapshotTolerance() {
    let expected = PixelImage(width: 240, height: 44, fill: 0xFFFF_FFFF)
    var stray = expected
    stray[10, 10] = 0xFF00_0000
    let oneStray = PixelDifference(
      expected: expected, actual: stray, channelTolerance: PixelTolerance.snapshot.channelDelta)
    #expect(oneStray.isWithin(.snapshot))
    var square = expected
    for y in 0..<3 {
      for x in 0..<3 { square[100 + x, y] = 0xFFFF_0000 }
    }
    let nine = PixelDifference(
      expected: expected, actual: square, channelTolerance: PixelTolerance.snapshot.channelDelta)
    #expect(nine.differingPixelCount == 9)
    #expect(!nine.isWithin(.snapshot))
    var faint = expected
    faint[5, 5] = 0xFFFD_FEFF
    #expect(
      PixelDifference(expected: expected, actual: faint, channelTolerance: 2).isIdentical)
  }

  @Test("Different sizes compare over the larger size and never match")
  func differentSizes() {
    let expected = PixelImage(width: 2, height: 2, fill: 0xFF00_0000)
    let actual = PixelImage(width: 3, height: 2, fill: 0xFF00_0000)
    let difference = PixelDifference(expected: expected, actual: actual)
    #expect(difference.pixelCount == 6)
    #expect(difference.differingPixelCount == 2)
    #expect(!difference.sizesMatch)
    #expect(difference.image[2, 0] == 0xFFFF_00FF)
    #expect(!difference.isWithin(PixelTolerance(channelDelta: 255, differingFraction: 1)))
  }

  @Test(
    "Random single-pixel changes are always found at their place",
    arguments: 0..<50 as Range<UInt64>)
  func randomChangesAreFound(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let width = Int(rng.next() % 20) + 1
    let height = Int(rng.next() % 20) + 1
    let expected = PixelImage(width: width, height: height, fill: 0xFF40_4040)
    var actual = expected
    let x = Int(rng.next() % UInt64(width))
    let y = Int(rng.next() % UInt64(height))
    let delta = UInt32(rng.next() % 100) + 1
    actual[x, y] = 0xFF40_4040 + delta
    let difference = PixelDifference(expected: expected, actual: actual)
    #expect(difference.differingPixelCount == 1, "seed \(seed)")
    #expect(difference.largestChannelDelta == Int(delta), "seed \(seed)")
    #expect(difference.image[x, y] == 0xFFFF_0000, "seed \(seed)")
  }
}
