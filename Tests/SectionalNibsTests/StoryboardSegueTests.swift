import Foundation
import Sectional
import SectionalNibs
import Testing

/// Segues of `Scores.storyboard`: a prototype cell's and a button's "show" segues push a new
/// destination on the navigation controller after `shouldPerformSegue` and
/// `prepare(for:sender:)`; `performSegue(withIdentifier:sender:)` skips the question; a modal
/// segue warns.
@MainActor
@Suite struct StoryboardSegueTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The storyboard's navigation controller in a 390 × 844 window, laid out, and its root.
  func shown() throws -> (Window, NavigationController, ScoresController) {
    let navigation = try #require(
      Storyboard(name: "Scores", bundle: .module).instantiateInitialViewController()
        as? NavigationController)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let scores = try #require(navigation.viewControllers.first as? ScoresController)
    return (window, navigation, scores)
  }

  @Test("Choosing a prototype cell's row asks, prepares, pushes, then tells didSelectRowAt")
  func cellSegue() throws {
    let (window, navigation, scores) = try shown()
    let cell = try #require(scores.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    scores.events.removeAll()
    #expect(cell.accessibilityActivate())
    #expect(
      scores.events == [
        "shouldPerformSegue showScore", "prepare showScore → ScoreDetailController",
        "didSelectRowAt 1",
      ])
    #expect(scores.prepared.first?.sender as? TableViewCell === cell)
    #expect(scores.prepared.first?.segue.source === scores)
    let detail = try #require(navigation.topViewController as? ScoreDetailController)
    #expect(scores.prepared.first?.segue.destination === detail)
    #expect(detail.score == "Score 1")
    #expect(detail.storyboard === scores.storyboard)
    #expect(navigation.viewControllers.count == 2)
    _ = window
  }

  @Test("A segue shouldPerformSegue refuses is not prepared or performed; the row is selected")
  func refusedSegue() throws {
    let (window, navigation, scores) = try shown()
    scores.allowsSegues = false
    let cell = try #require(scores.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    scores.events.removeAll()
    #expect(cell.accessibilityActivate())
    #expect(scores.events == ["shouldPerformSegue showScore", "didSelectRowAt 0"])
    #expect(navigation.viewControllers.count == 1)
    #expect(scores.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    _ = window
  }

  @Test("performSegue(withIdentifier:sender:) prepares and pushes without asking")
  func performSegueByIdentifier() throws {
    let (window, navigation, scores) = try shown()
    scores.events.removeAll()
    scores.allowsSegues = false
    scores.performSegue(withIdentifier: "showAbout", sender: "menu")
    #expect(scores.events == ["prepare showAbout → ScoreDetailController"])
    #expect(scores.prepared.first?.sender as? String == "menu")
    #expect(navigation.topViewController is ScoreDetailController)
    _ = window
  }

  @Test("A button's segue pushes another destination from its own scene's controller")
  func buttonSegue() throws {
    let (window, navigation, scores) = try shown()
    scores.performSegue(withIdentifier: "showAbout", sender: nil)
    let detail = try #require(navigation.topViewController as? ScoreDetailController)
    window.layoutIfNeeded()
    let button = try #require(detail.view.subviews.last as? Button)
    button.sendActions(for: .touchUpInside)
    #expect(detail.reloadSenders.count == 1)
    #expect(detail.prepared.map(\.identifier) == ["more"])
    #expect(detail.prepared.first?.source === detail)
    #expect(navigation.viewControllers.count == 3)
    #expect(navigation.topViewController !== detail)
  }

  @Test("A modal segue is a warning naming the file, the line and the segue, and shows nothing")
  func unsupportedSegueKind() throws {
    let (window, navigation, scores) = try shown()
    let diagnostics = StoryboardTests.collectingDiagnostics {
      scores.performSegue(withIdentifier: "modal", sender: nil)
    }
    #expect(
      diagnostics == [
        "Scores.storyboard:62: warning: segue \"seg-sc-mod\" of \"tvc-sc-ctl\": presentation "
          + "segues are not supported (not performed)"
      ])
    #expect(scores.prepared.isEmpty)
    #expect(navigation.viewControllers.count == 1)
    _ = window
  }

  @Test("A StoryboardSegue made with a handler runs it on perform()")
  func segueHandler() {
    let source = ViewController()
    let destination = ViewController()
    var performed = 0
    let segue = StoryboardSegue(identifier: "go", source: source, destination: destination) {
      performed += 1
    }
    #expect(segue.identifier == "go")
    #expect(segue.source === source)
    #expect(segue.destination === destination)
    segue.perform()
    #expect(performed == 1)
  }
}
