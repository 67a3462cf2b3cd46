import Foundation
import Sectional
import SectionalNibs
import Testing

/// A controller whose nibs are `DetailView.xib` and `DetailViewController.xib`.
final class DetailViewController: ViewController {
  /// What happened, in order.
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad (tag \(view.tag))")
  }
}

/// A controller whose one nib is `SummaryViewController.xib`.
final class SummaryViewController: ViewController {}

/// A controller no nib is named after.
final class LonelyViewController: ViewController {}

/// A table view controller whose nib is `ScoresTableView.xib`.
final class ScoresTableViewController: TableViewController {}

/// A view controller's view from its nib (Documentation/ViewControllers.md § Views from nibs):
/// the nib it is given, else the first nib named after its class, with the controller as File's
/// Owner.
@MainActor
@Suite struct ControllerNibTests {
  @Test("a nib name loads that nib on first use of view; its view outlet gives the view")
  func namedNib() {
    let controller = ViewController(nibName: "DetailViewController", bundle: .module)
    #expect(controller.nibName == "DetailViewController")
    #expect(controller.nibBundle == .module)
    #expect(!controller.isViewLoaded)
    #expect(controller.view.tag == 2)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(controller.view.backgroundColor == Color.systemBackground)
  }

  @Test("with no nib name, the class name without Controller wins over the full class name")
  func defaultNameWithoutController() {
    let controller = DetailViewController(nibName: nil, bundle: .module)
    #expect(controller.view.tag == 1)
    #expect(controller.nibName == nil)
    #expect(controller.events == ["viewDidLoad (tag 1)"])
  }

  @Test("with no nib name and no nib without Controller, the full class name is found")
  func defaultFullName() {
    #expect(SummaryViewController(nibName: nil, bundle: .module).view.tag == 3)
  }

  @Test("with no nib name and no nib named after the class, the view is a plain view")
  func noNib() {
    let controller = LonelyViewController(nibName: nil, bundle: .module)
    #expect(type(of: controller.view!) == View.self)
    #expect(controller.view.frame == .zero)
    #expect(controller.view.tag == 0)
  }

  @Test("a table view controller with a nib takes the nib's table, connected to it by outlets")
  func tableControllerNib() throws {
    for controller in [
      TableViewController(nibName: "ScoresTableView", bundle: .module),
      ScoresTableViewController(nibName: nil, bundle: .module),
    ] {
      let table = try #require(controller.tableView)
      #expect(table.tag == 5)
      #expect(table.style == .grouped)
      #expect(table.rowHeight == 50)
      #expect(table.dataSource === controller)
      #expect(table.delegate === controller)
    }
  }

  @Test("a table view controller with no nib makes its table in code")
  func tableControllerWithoutNib() throws {
    let controller = TableViewController(style: .insetGrouped)
    let table = try #require(controller.tableView)
    #expect(table.style == .insetGrouped)
    #expect(table.tag == 0)
    #expect(table.dataSource === controller)
  }

  @Test("a table view controller's nib whose view is not a table traps with UIKit's message")
  func tableControllerNibWithoutTable() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = TableViewController(nibName: "DetailView", bundle: .module).view
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        text.contains(
          "TableViewController.loadView() loaded the \"DetailView\" nib but didn't get a "
            + "UITableView."))
    }
  }

  @Test("a nib name the bundle lacks traps with UIKit's message")
  func missingNib() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = ViewController(nibName: "Nowhere", bundle: .module).view
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(text.contains("Could not load NIB in bundle: '"))
      #expect(text.contains("' with name 'Nowhere'"))
    }
  }

  @Test("a nib that leaves the view outlet unset traps with UIKit's message")
  func viewOutletNotSet() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = ViewController(nibName: "NoViewOutlet", bundle: .module).view
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        text.contains(
          "ViewController.loadView() loaded the \"NoViewOutlet\" nib but the view outlet was "
            + "not set."))
    }
  }
}
