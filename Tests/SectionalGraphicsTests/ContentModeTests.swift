import SectionalGraphics
import Testing

@Suite struct ContentModeTests {
  let bounds = Rect(x: 10, y: 20, width: 100, height: 50)
  let image = Size(width: 20, height: 10)

  @Test("Each non-scaling mode keeps the image size and pins it like UIKit")
  func nonScalingModes() {
    let expected: [ContentMode: Rect] = [
      .center: Rect(x: 50, y: 40, width: 20, height: 10),
      .top: Rect(x: 50, y: 20, width: 20, height: 10),
      .bottom: Rect(x: 50, y: 60, width: 20, height: 10),
      .left: Rect(x: 10, y: 40, width: 20, height: 10),
      .right: Rect(x: 90, y: 40, width: 20, height: 10),
      .topLeft: Rect(x: 10, y: 20, width: 20, height: 10),
      .topRight: Rect(x: 90, y: 20, width: 20, height: 10),
      .bottomLeft: Rect(x: 10, y: 60, width: 20, height: 10),
      .bottomRight: Rect(x: 90, y: 60, width: 20, height: 10),
    ]
    for (mode, rect) in expected {
      #expect(mode.rect(forContentOfSize: image, in: bounds) == rect, "\(mode)")
    }
  }

  @Test("scaleToFill stretches to the bounds")
  func scaleToFill() {
    #expect(ContentMode.scaleToFill.rect(forContentOfSize: image, in: bounds) == bounds)
  }

  @Test("scaleAspectFit letterboxes and scaleAspectFill covers, both centred")
  func aspectModes() {
    let square = Size(width: 10, height: 10)
    #expect(
      ContentMode.scaleAspectFit.rect(forContentOfSize: square, in: bounds)
        == Rect(x: 35, y: 20, width: 50, height: 50))
    #expect(
      ContentMode.scaleAspectFill.rect(forContentOfSize: square, in: bounds)
        == Rect(x: 10, y: -5, width: 100, height: 100))
  }

  @Test("A large image with center overflows the bounds on every side")
  func overflow() {
    #expect(
      ContentMode.center.rect(forContentOfSize: Size(width: 200, height: 70), in: bounds)
        == Rect(x: -40, y: 10, width: 200, height: 70))
  }

  @Test("An empty image gives a zero-size rectangle at the centre")
  func emptyImage() {
    for mode in ContentMode.allCases {
      #expect(
        mode.rect(forContentOfSize: Size(width: 0, height: 10), in: bounds)
          == Rect(x: 60, y: 45, width: 0, height: 0), "\(mode)")
    }
  }
}
