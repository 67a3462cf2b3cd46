import Foundation

// sectional-bench: Sectional's benchmarks. Every suite is one type conforming to
// `BenchmarkSuite`; register it with one line here.
let suites: [any BenchmarkSuite.Type] = [
  SolverSuite.self,
  LayoutSuite.self,
  ViewsSuite.self,
  RenderSuite.self,
  TableSuite.self,
  GTKSuite.self,
  TerminalSuite.self,
  InterfaceBuilderSuite.self,
  DiffSuite.self,
  TextSuite.self,
]

/// The usage text, listing the registered suites.
@MainActor func usage() -> String {
  let names = suites.map { "  \(pad($0.name, 8)) \($0.summary)" }.joined(separator: "\n")
  return """
    usage: sectional-bench [SUITE...] [--workloads LETTERS] [--sizes N...] [--budget SECONDS]
                           [--reps N] [--json FILE] [--quick]
    With no SUITE, every suite runs. Suites:
    \(names)
    --budget: stop repeating a size after this many timed seconds, and skip a size whose
              quadratic extrapolation from the previous size exceeds it (default 60).
    --quick:  sizes 10 100, 3 reps, budget 5 s (a CI smoke run), unless given explicitly.
    """
}

/// Parses the command line, runs the suites and exits non-zero on any failure.
@MainActor func runMain() -> Int32 {
  let options: Options
  do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    if let message = error.message {
      complain("sectional-bench: \(message)\n\(usage())")
      return 2
    }
    print(usage())
    return 0
  }
  var selected: [any BenchmarkSuite.Type] = []
  for name in options.suites {
    guard let suite = suites.first(where: { $0.name == name }) else {
      complain("sectional-bench: unknown suite '\(name)'\n\(usage())")
      return 2
    }
    selected.append(suite)
  }
  if selected.isEmpty { selected = suites }

  BuildEnvironment.warnIfUntrustworthy()
  print(
    "# sectional-bench optimization=\(BuildEnvironment.optimization)"
      + " internal_checks=\(BuildEnvironment.internalChecks) cpu=\(BuildEnvironment.cpu)")
  var harness = Harness(options: options)
  var status: Int32 = 0
  for suite in selected {
    print("## \(suite.name): \(suite.summary)")
    do {
      try suite.run(options: options, harness: &harness)
    } catch {
      complain("sectional-bench: FAILED in suite \(suite.name): \(error)")
      status = 1
      break
    }
  }
  if let path = options.jsonPath {
    do {
      try harness.writeJSON(to: path)
    } catch {
      complain("sectional-bench: cannot write \(path): \(error)")
      status = 1
    }
  }
  BuildEnvironment.warnIfUntrustworthy()
  return status
}

if CommandLine.arguments.dropFirst().first == "terminal-list" {
  exit(
    MainActor.assumeIsolated {
      TerminalListApp.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    })
}
if CommandLine.arguments.dropFirst().first == "gtk-list" {
  exit(
    MainActor.assumeIsolated {
      GTKListApp.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    })
}
exit(runMain())
