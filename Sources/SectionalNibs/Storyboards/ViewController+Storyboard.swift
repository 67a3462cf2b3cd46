import Sectional
import SectionalInterfaceBuilder
@_spi(Storyboards) import SectionalViews

extension ViewController {
  /// The storyboard the controller was made from, `nil` for a controller made in code, as
  /// `UIViewController.storyboard`.
  public var storyboard: Storyboard? {
    (storyboardScene as? StoryboardScene)?.storyboard
  }

  /// Performs the segue `identifier` of the controller's storyboard scene, as
  /// `performSegue(withIdentifier:sender:)`.
  ///
  /// The destination is made, `prepare(for:sender:)` sees the segue, then it is performed.
  /// `shouldPerformSegue(withIdentifier:sender:)` is not asked, as in UIKit.
  ///
  /// Traps when the scene has no segue of that identifier, as UIKit raises.
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let scene = storyboardScene as? StoryboardScene,
      let segue = scene.segue(withIdentifier: identifier)
    else {
      preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }
    scene.perform(segue, from: self, sender: sender, asking: false)
  }
}
