@_spi(Storyboards) import Sectional
import SectionalInterfaceBuilder
@_spi(Storyboards) import SectionalViews

extension NibLoader {
  /// Makes the object a segue starts from start it: choosing a prototype cell's row or a
  /// control's touch-up inside performs the segue from the scene's controller, asking its
  /// `shouldPerformSegue(withIdentifier:sender:)` first (Documentation/InterfaceBuilder.md §
  /// Segues).
  ///
  /// A segue from the controller itself waits for `performSegue(withIdentifier:sender:)`; a
  /// relationship belongs to the navigation controller that made its root. Segues outside a
  /// storyboard scene, and kinds Sectional does not perform, are warnings.
  func connectSegue(_ kind: String, from source: AnyObject, _ connection: IBConnection) {
    let what = "\(kind) segue \"\(connection.id)\" of \(name(connection.source))"
    guard let context = storyboardContext else {
      warn(connection.line, "\(what) is ignored: segues load with storyboards", connection.source)
      return
    }
    if kind == "relationship" { return }
    guard StoryboardScene.performedKinds.contains(kind) else {
      warn(
        connection.line, "\(what): \(kind) segues are not supported (ignored)", connection.source)
      return
    }
    if source is ViewController { return }
    let scene = context.scene
    let controller = context.controller
    if let cell = source as? TableViewCell {
      cell.storyboardSelectionAction = { [weak controller] cell in
        guard let controller else { return }
        scene.perform(connection, from: controller, sender: cell, asking: true)
      }
    } else if let control = source as? Control {
      control.addAction(
        Action { [weak controller] action in
          guard let controller else { return }
          scene.perform(connection, from: controller, sender: action.sender, asking: true)
        }, for: .touchUpInside)
    } else {
      warn(
        connection.line, "\(what): only cells, controls and controllers start segues (ignored)",
        connection.source)
    }
  }
}
