import Cassowary
import SectionalGraphics

/// A solver holding one fitting recipe's shape, shared by every view of that shape: the
/// layout template cache.
///
/// Structurally identical views (every header a table dequeues from one class, or a view after a
/// change that restored its old structure) produce recipes of equal shape. The first one builds the
/// solver; later ones, of any view, move only the constants that differ from the ones in the
/// solver, with `Solver.setConstant` (Documentation/AutoLayout.md § Changing a constant in place),
/// and solve. With a unique optimum, which a well-constrained layout has, the result is the fresh
/// solve's: the property tests compare both. A shape whose constraints the solver rejects (an
/// unsatisfiable layout) is remembered as unusable, and fittings of it take the classic engine,
/// which breaks and logs constraints as UIKit does.
@MainActor
final class FittingTemplate {
  /// The shape the template was built for (the key).
  let shape: FittingRecipe.Shape
  /// The solve pass of a fitting the template serves (the key's other part).
  let pass: Int
  /// The solver, or `nil` for a shape the solver rejected.
  let solver: Solver?
  /// The solver's variables, by recipe variable number.
  private let variables: [Variable]
  /// The solver constraint of each row.
  private let handles: [Constraint]
  // Every fitting reads and writes the state below: `@exclusivity(unchecked)` (see
  // ARCHITECTURE.md).

  /// The constant of each row now in the solver.
  @exclusivity(unchecked) private var current: [Double]
  /// Constant changes since the build; past `refreshLimit` the template is dropped, so that
  /// rounding from many in-place changes cannot pile up.
  @exclusivity(unchecked) private var edits = 0
  /// The recipe variables the last `solve(reading:)` read.
  @exclusivity(unchecked) private var readIndices: [Int] = []
  /// The solver variables of `readIndices`.
  @exclusivity(unchecked) private var readVariables: [Variable] = []
  /// The values of `readVariables` at the last solve, snapped as `LayoutEngine.value(of:)`.
  @exclusivity(unchecked) private var readValues: [Double] = []
  /// Whether the values of `readVariables` are the solver's current ones (no constant moved
  /// since they were computed).
  @exclusivity(unchecked) private var isSolved = false
  /// The template of the same shape for the next solve pass, once a fitting looked it up
  /// through this one (`following(for:constants:statistics:)`).
  @exclusivity(unchecked) private var nextPass: FittingTemplate?

  /// The most in-place constant changes a template takes before it is built afresh.
  static let refreshLimit = 100_000
  /// The most templates kept; the oldest is dropped first.
  static let capacity = 32
  /// The templates, least recently built first.
  @exclusivity(unchecked) private static var cache: [FittingTemplate] = []
  /// The template the last lookup found or built, tried before the others.
  @exclusivity(unchecked) private static var lastFound: FittingTemplate?

  /// The shape of the last first-pass template found, unless it is worn: what a new recipe
  /// for a view of a kept kind shares its rows and terms with
  /// (`FittingRecipe.RowWriter.finish(into:sharing:)`).
  static var lastFirstPassShape: FittingRecipe.Shape? {
    guard let last = lastFound, last.pass == 0, !last.isWorn else { return nil }
    return last.shape
  }

  /// Builds a template for `recipe` with `constants`, adding every row to a new solver.
  ///
  /// - Complexity: one solver addition per row.
  private init(
    recipe: FittingRecipe, pass: Int, constants: [Double], statistics: inout LayoutStatistics
  ) {
    self.pass = pass
    var shape = recipe.shape
    _ = shape.hashed()
    let variables = (0..<shape.slotCount * 4).map { _ in Variable() }
    self.shape = shape
    self.variables = variables
    current = constants
    let solver = Solver()
    statistics.rebuilds += 1
    var usable = true
    var handles: [Constraint] = []
    handles.reserveCapacity(shape.rows.count)
    for (index, row) in shape.rows.enumerated() {
      let start = Int(row.start)
      let terms = shape.terms[start..<start + Int(row.count)].map { term in
        Cassowary.Term(variable: variables[Int(term.variable)], coefficient: term.coefficient)
      }
      let constraint = Constraint(
        Expression(terms: terms, constant: constants[index]), row.relation, 0.0,
        strength: Strength(row.priority))
      do {
        try solver.add(constraint)
        statistics.additions += 1
      } catch {
        usable = false
        break
      }
      handles.append(constraint)
    }
    self.handles = handles
    self.solver = usable ? solver : nil
  }

  /// The template for `recipe`'s shape, built with `constants` when there is none.
  ///
  /// - Complexity: O(shape size) for the template of the last lookup (O(1) when the recipe
  ///   shares its shape's storage), else O(templates + shape size × templates of the same
  ///   hash) to find it; a build otherwise.
  ///
  /// Each solve pass of a fitting has its own template (`pass`): the first pass sees
  /// wrapping labels measured without a width and later passes at their solved widths, so a
  /// solver per pass keeps the constants of one pass from flipping those of the other.
  static func template(
    for recipe: FittingRecipe, pass: Int, constants: [Double],
    statistics: inout LayoutStatistics
  ) -> FittingTemplate {
    // The template of the last lookup is compared in full at once; the others by hash
    // first, which is computed only then.
    if let last = lastFound, last.pass == pass, !last.isWorn, last.shape == recipe.shape {
      return last
    }
    var shape = recipe.shape
    let hash = shape.hashed()
    // Plain loops rather than `last(where:)` and `removeAll(where:)`: a main-actor closure
    // handed to the standard library checks its executor at every call.
    var index = cache.count
    while index > 0 {
      index -= 1
      let candidate = cache[index]
      guard candidate.pass == pass, candidate.shape.hash == hash, candidate.shape == shape
      else { continue }
      if !candidate.isWorn {
        lastFound = candidate
        return candidate
      }
      cache.remove(at: index)
    }
    let made = FittingTemplate(
      recipe: recipe, pass: pass, constants: constants, statistics: &statistics)
    if cache.count >= capacity { cache.removeFirst() }
    cache.append(made)
    lastFound = made
    return made
  }

  /// The template of the same shape as this one for the next solve pass: the one a former
  /// call returned, while it is not worn, else `template(for:pass:constants:statistics:)`'s.
  ///
  /// `recipe` has this template's shape. The link spares later fittings of the shape the
  /// lookup; it keeps the next pass's template alive as long as this one.
  ///
  /// - Complexity: O(1) once linked; else as `template(for:pass:constants:statistics:)`.
  func following(
    for recipe: FittingRecipe, constants: [Double], statistics: inout LayoutStatistics
  ) -> FittingTemplate {
    if let nextPass, !nextPass.isWorn { return nextPass }
    let found = FittingTemplate.template(
      for: recipe, pass: pass + 1, constants: constants, statistics: &statistics)
    nextPass = found
    return found
  }

  /// Whether the template took so many in-place changes that it should be built afresh.
  var isWorn: Bool { edits >= FittingTemplate.refreshLimit }

  /// Moves the rows whose constant differs into place; `false` when the solver rejects one
  /// (the rows moved so far stay, and the solver stays valid).
  ///
  /// - Complexity: O(rows) plus one in-place change per differing constant.
  func apply(_ constants: [Double], statistics: inout LayoutStatistics) -> Bool {
    guard let solver else { return false }
    precondition(constants.count == current.count, "constants of another shape")
    var index = -1
    while true {
      index = FittingTemplate.firstDifference(constants, current, after: index)
      guard index < constants.count else { break }
      do {
        try solver.setConstant(constants[index], for: handles[index])
      } catch {
        return false
      }
      current[index] = constants[index]
      isSolved = false
      statistics.constantUpdates += 1
      edits += 1
    }
    return true
  }

  /// The first index after `start` where `new` and `old` (of equal counts) differ, or their
  /// count.
  ///
  /// Nonisolated, so that the buffer closures make no executor check; the buffers are read
  /// without bounds checks.
  ///
  /// - Complexity: O(count − start).
  private nonisolated static func firstDifference(
    _ new: [Double], _ old: [Double], after start: Int
  ) -> Int {
    new.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        var index = start + 1
        while index < new.count, new[index] == old[index] { index += 1 }
        return index
      }
    }
  }

  /// Solves for the variables a fitting with `recipe` reads only: the root's width and
  /// height, then each wrapping label's width (the others keep stale values).
  ///
  /// Those are a handful of the template's variables, so only their rows are evaluated
  /// (`Solver.updateVariables(_:)`). When no constant moved since a solve that read the same
  /// variables, their values are still the solver's and nothing is computed (nor counted).
  ///
  /// - Complexity: O(cells of the rows reached from the variables read).
  func solve(readingFor recipe: FittingRecipe, statistics: inout LayoutStatistics) {
    if !readsVariables(of: recipe) {
      readIndices = [2, 3] + recipe.wrappingLabels.map { $0.slot * 4 + 2 }
      readVariables = readIndices.map { variables[$0] }
      isSolved = false
    }
    if isSolved { return }
    if let solver {
      solver.updateVariables(readVariables)
      if readValues.count != readVariables.count {
        readValues = Array(repeating: 0, count: readVariables.count)
      }
      for index in readVariables.indices {
        readValues[index] = FittingTemplate.snapped(solver.value(of: readVariables[index]))
      }
    }
    isSolved = true
    statistics.solves += 1
  }

  /// The value of the variable read at `index` by the last `solve(readingFor:statistics:)`:
  /// 0 the root's width, 1 its height, `2 + i` the width of the recipe's wrapping label `i`.
  func readValue(_ index: Int) -> Double {
    index < readValues.count ? readValues[index] : 0
  }

  /// Whether `readIndices` lists the variables a fitting with `recipe` reads, compared in
  /// place (a list made for the comparison would cost an allocation per fitting).
  ///
  /// - Complexity: O(wrapping labels).
  private func readsVariables(of recipe: FittingRecipe) -> Bool {
    let labels = recipe.wrappingLabels
    guard readIndices.count == labels.count + 2, readIndices[0] == 2, readIndices[1] == 3
    else { return false }
    for index in labels.indices where readIndices[index + 2] != labels[index].slot * 4 + 2 {
      return false
    }
    return true
  }

  /// `raw` rounded to a millionth, with -0 as 0, as `LayoutEngine.value(of:)` snaps.
  private static func snapped(_ raw: Double) -> Double {
    let snapped = (raw * 1_000_000).rounded() / 1_000_000
    return snapped == 0 ? 0 : snapped
  }
}
