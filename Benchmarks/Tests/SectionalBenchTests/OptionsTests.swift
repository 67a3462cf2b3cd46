import Testing

@testable import sectional_bench

@Suite struct OptionsTests {
  @Test("Suites, workloads, sizes, budget, reps and the JSON path parse in any order")
  func parsesEverything() throws {
    let options = try Options.parse([
      "--sizes", "10", "100", "solver", "--workloads", "bd", "--json", "out.json", "--budget",
      "30", "--reps", "2",
    ])
    #expect(options.suites == ["solver"])
    #expect(options.workloads == "BD")
    #expect(options.sizes == [10, 100])
    #expect(options.budget == 30)
    #expect(options.reps == 2)
    #expect(options.jsonPath == "out.json")
  }

  @Test("--quick means sizes 10 and 100, 3 reps and a 5 s budget unless given")
  func quickDefaults() throws {
    let quick = try Options.parse(["--quick"])
    #expect(quick.sizes == [10, 100])
    #expect(quick.reps == 3)
    #expect(quick.budget == 5)
    let explicit = try Options.parse(["--quick", "--sizes", "1000", "--budget", "9"])
    #expect(explicit.sizes == [1000])
    #expect(explicit.budget == 9)
  }

  @Test("Unknown flags and malformed values are usage errors")
  func rejectsMistakes() {
    #expect(throws: UsageError.self) { try Options.parse(["--fast"]) }
    #expect(throws: UsageError.self) { try Options.parse(["--sizes", "ten"]) }
    #expect(throws: UsageError.self) { try Options.parse(["--budget"]) }
    #expect(throws: UsageError.self) { try Options.parse(["--reps", "0"]) }
  }
}
