/// Runs size sweeps under kiwibench's measurement protocol and collects the results.
///
/// The protocol (Benchmarks/README.md, "Measurement protocol"; `kiwibench.py`): each size runs
/// `reps` times (15 for N ≤ 100, 5 for N ≤ 1000, 3 above, unless `--reps`), stopping early once the
/// timed phases used `--budget` seconds (at least one repetition always runs); a size is skipped
/// when the previous size's median × (N / N_prev)² exceeds the budget. The median and the minimum
/// of the timed phase are reported, and the median of every figure.
struct Harness {
  /// The parsed command line.
  let options: Options
  /// Every row measured so far, in run order.
  private(set) var rows: [ResultRow] = []
  /// Every size skipped so far, in run order.
  private(set) var skipped: [SkippedRow] = []
  /// Whether the table header has been printed.
  private var printedHeader = false

  /// Creates a harness for `options`.
  init(options: Options) {
    self.options = options
  }

  /// kiwibench's default repetition count for size `n`.
  static func defaultReps(_ n: Int) -> Int {
    n <= 100 ? 15 : n <= 1000 ? 5 : 3
  }

  /// Runs `body` at every size in `sizes` under the protocol, printing a table line per size.
  ///
  /// `body` performs one repetition and returns its sample; it throws when the workload
  /// computed a wrong result, which ends the sweep.
  ///
  /// - Complexity: the sum of the repetitions' costs.
  mutating func sweep(
    suite: String, workload: String, sizes: [Int], body: (Int) throws -> Sample
  ) throws {
    var previous: (n: Int, median: Double)?
    for n in sizes {
      if let previous {
        let ratio = Double(n) / Double(previous.n)
        let extrapolated = previous.median * ratio * ratio
        if extrapolated > options.budget {
          let reason =
            "extrapolated \(Int(extrapolated.rounded())) s > budget \(Int(options.budget)) s"
          skipped.append(SkippedRow(suite: suite, workload: workload, n: n, reason: reason))
          printHeaderOnce()
          print("\(pad(workload, 3)) \(pad(String(n), 6, right: true))  skipped (\(reason))")
          continue
        }
      }
      let reps = options.reps ?? Self.defaultReps(n)
      var samples: [Sample] = []
      var spent = 0.0
      for _ in 0..<reps {
        let sample = try body(n)
        samples.append(sample)
        spent += sample.timed
        if spent > options.budget { break }
      }
      let row = summarize(suite: suite, workload: workload, n: n, samples: samples)
      rows.append(row)
      printHeaderOnce()
      print(Self.line(for: row))
      previous = (n, row.medianSeconds)
    }
  }

  /// Reduces the repetitions of one size to a row of medians.
  private func summarize(suite: String, workload: String, n: Int, samples: [Sample])
    -> ResultRow
  {
    let first = samples[0]
    let figures = first.figures.map { figure in
      var summary = figure
      summary.value = median(
        samples.map { sample in
          sample.figures.first { $0.key == figure.key }?.value ?? .nan
        })
      return summary
    }
    return ResultRow(
      suite: suite, workload: workload, n: n, reps: samples.count,
      medianSeconds: median(samples.map(\.timed)),
      minSeconds: samples.map(\.timed).min()!,
      checksum: first.checksum, constraints: first.constraints, figures: figures)
  }

  /// Prints the column titles before the first line of output.
  private mutating func printHeaderOnce() {
    guard !printedHeader else { return }
    printedHeader = true
    print(
      "\(pad("wl", 3)) \(pad("N", 6, right: true)) \(pad("cns", 7, right: true)) "
        + "\(pad("reps", 4, right: true)) \(pad("median", 10, right: true)) "
        + "\(pad("min", 10, right: true))  \(pad("checksum", 10, right: true))  per-op")
  }

  /// One table line for `row`.
  static func line(for row: ResultRow) -> String {
    let perOp = row.figures.map(\.text)
    return "\(pad(row.workload, 3)) \(pad(String(row.n), 6, right: true)) "
      + "\(pad(String(row.constraints), 7, right: true)) "
      + "\(pad(String(row.reps), 4, right: true)) "
      + "\(pad(formatSeconds(row.medianSeconds), 10, right: true)) "
      + "\(pad(formatSeconds(row.minSeconds), 10, right: true))  "
      + "\(pad(formatNumber(row.checksum), 10, right: true))  "
      + perOp.joined(separator: "; ")
  }
}
