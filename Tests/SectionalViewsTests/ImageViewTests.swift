import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ImageViewTests {
  private let zerg = Image(path: "/icons/zerg@2x.png", pixelWidth: 64, pixelHeight: 48, scale: 2)

  @Test("the intrinsic size is the image's size in points")
  func intrinsic() {
    let view = ImageView(image: zerg)
    #expect(view.intrinsicContentSize == CGSize(width: 32, height: 24))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 32, height: 24))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(!view.isUserInteractionEnabled)
    #expect(view.contentMode == .scaleToFill)
  }

  @Test("content modes place the image as UIKit does")
  func contentModes() {
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.image = zerg
    view.contentMode = .center
    #expect(view.imageFrame == CGRect(x: 34, y: 18, width: 32, height: 24))
    view.contentMode = .scaleAspectFit
    #expect(view.imageFrame == CGRect(x: 10, y: 0, width: 80, height: 60))
    view.contentMode = .scaleAspectFill
    #expect(view.imageFrame == CGRect(x: 0, y: -7.5, width: 100, height: 75))
  }

  @Test("the image is drawn into the view's frame with its content mode")
  func drawing() {
    let view = ImageView(frame: CGRect(x: 20, y: 5, width: 40, height: 40))
    view.image = zerg
    view.contentMode = .center
    #expect(
      view.displayList().commands == [
        .image(zerg, rect: CGRect(x: 20, y: 5, width: 40, height: 40), contentMode: .center)
      ])
  }
}
