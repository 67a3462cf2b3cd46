/// The command line of `sectional-bench`, parsed once and shared by every suite.
///
/// `sectional-bench [SUITE...] [--workloads LETTERS] [--sizes N...] [--budget SECONDS]
/// [--reps N] [--json FILE] [--quick]`. With no suite named, every registered suite runs.
struct Options {
  /// The suites named on the command line, in order; empty means all of them.
  var suites: [String] = []
  /// The workload letters to run (`--workloads ABCD`); `nil` means the suite's default set.
  var workloads: String?
  /// The sizes to sweep (`--sizes 10 100 1000`); `nil` means the suite's defaults.
  var sizes: [Int]?
  /// Seconds of timed work after which a size stops repeating, and above which the
  /// quadratic extrapolation from the previous size skips a size (`--budget`, default 60).
  var budget: Double = 60
  /// Repetitions per size (`--reps`); `nil` means the kiwibench defaults (15, 5 or 3).
  var reps: Int?
  /// Where to write the machine-readable results (`--json FILE`), if anywhere.
  var jsonPath: String?
  /// A smoke run for CI (`--quick`): sizes 10 and 100, 3 repetitions, a 5-second budget,
  /// unless those are given explicitly.
  var quick = false

  /// Parses `arguments` (without the program name).
  ///
  /// Flags may come in any order. `--sizes` takes the integers that follow it; every other
  /// flag with a value takes exactly one. Unknown flags and malformed values are errors.
  ///
  /// - Complexity: O(n) in the number of arguments.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var budgetGiven = false
    var index = 0
    func values(after flag: String, many: Bool = false) throws(UsageError) -> [String] {
      var found: [String] = []
      var next = index + 1
      while next < arguments.count, !arguments[next].hasPrefix("--"),
        found.isEmpty || (many && Int(arguments[next]) != nil)
      {
        found.append(arguments[next])
        next += 1
      }
      guard !found.isEmpty else { throw UsageError("\(flag) needs a value") }
      return found
    }
    while index < arguments.count {
      let argument = arguments[index]
      var consumed = 1
      switch argument {
      case "--workloads":
        let found = try values(after: argument)
        options.workloads = found[0].uppercased()
        consumed += found.count
      case "--sizes":
        let found = try values(after: argument, many: true)
        options.sizes = try found.map { text throws(UsageError) in
          guard let size = Int(text), size > 0 else {
            throw UsageError("--sizes: '\(text)' is not a positive integer")
          }
          return size
        }
        consumed += found.count
      case "--budget":
        let found = try values(after: argument)
        guard let budget = Double(found[0]), budget > 0 else {
          throw UsageError("--budget takes one positive number of seconds")
        }
        options.budget = budget
        budgetGiven = true
        consumed += 1
      case "--reps":
        let found = try values(after: argument)
        guard let reps = Int(found[0]), reps > 0 else {
          throw UsageError("--reps takes one positive integer")
        }
        options.reps = reps
        consumed += 1
      case "--json":
        options.jsonPath = try values(after: argument)[0]
        consumed += 1
      case "--quick":
        options.quick = true
      case "--help", "-h":
        throw UsageError(nil)
      default:
        guard !argument.hasPrefix("-") else { throw UsageError("unknown option \(argument)") }
        options.suites.append(argument)
      }
      index += consumed
    }
    if options.quick {
      if options.sizes == nil { options.sizes = [10, 100] }
      if options.reps == nil { options.reps = 3 }
      if !budgetGiven { options.budget = 5 }
    }
    return options
  }
}

/// A command-line mistake; `message` is `nil` when only the usage text was asked for.
struct UsageError: Error {
  /// What was wrong, or `nil` for `--help`.
  var message: String?

  /// Creates an error with `message`.
  init(_ message: String?) {
    self.message = message
  }
}
