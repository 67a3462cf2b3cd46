import SectionalGraphics
import Testing

@Suite struct ContentModeTests {
  let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
  let image = CGSize(width: 20, height: 10)

  @Test("Each non-scaling mode keeps the image size and pins it like UIKit")
  func nonScalingModes() {
    let expected: [ContentMode: CGRect] = [
      .center: CGRect(x: 50, y: 40, width: 20, height: 10),
      .top: CGRect(x: 50, y: 20, width: 20, height: 10),
      .bottom: CGRect(x: 50, y: 60, width: 20, height: 10),
      .left: CGRect(x: 10, y: 40, width: 20, height: 10),
      .right: CGRect(x: 90, y: 40, width: 20, height: 10),
      .topLeft: CGRect(x: 10, y: 20, width: 20, height: 10),
      .topRight: CGRect(x: 90, y: 20, width: 20, height: 10),
      .bottomLeft: CGRect(x: 10, y: 60, width: 20, height: 10),
      .bottomRight: CGRect(x: 90, y: 60, width: 20, height: 10),
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
    let square = CGSize(width: 10, height: 10)
    #expect(
      ContentMode.scaleAspectFit.rect(forContentOfSize: square, in: bounds)
        == CGRect(x: 35, y: 20, width: 50, height: 50))
    #expect(
      ContentMode.scaleAspectFill.rect(forContentOfSize: square, in: bounds)
        == CGRect(x: 10, y: -5, width: 100, height: 100))
  }

  @Test("A large image with center overflows the bounds on every side")
  func overflow() {
    #expect(
      ContentMode.center.rect(forContentOfSize: CGSize(width: 200, height: 70), in: bounds)
        == CGRect(x: -40, y: 10, width: 200, height: 70))
  }

  @Test("An empty image gives a zero-size rectangle at the centre")
  func emptyImage() {
    for mode in ContentMode.allCases {
      #expect(
        mode.rect(forContentOfSize: CGSize(width: 0, height: 10), in: bounds)
          == CGRect(x: 60, y: 45, width: 0, height: 0), "\(mode)")
    }
  }
}
