// kiwibench.cpp: the workloads A-D of kiwibench.py, run against kiwi's C++ core directly.
//
// kiwisolver (the Python package) puts CPython's call overhead around every add, suggest and
// read; this program builds the same systems (same variables, constraint order, constants and
// strengths), times the same phases with the same repetition, budget and skip rules, checks
// the same closed forms and writes the same JSON, so `compare.py` can set kiwi's own C++
// speed beside ours. It includes only the header-only `kiwi/` directory of the kiwisolver
// source distribution; Scripts/bench-solver.sh fetches it and builds this file with g++.
//
// Usage: kiwibench-cpp [--workloads LETTERS] [--sizes N...] [--reps N] [--budget SECONDS]
//                      [--json FILE]
// Exits 1 with "CHECK FAILED" on standard error when a workload computes a wrong result.
#include <kiwi/kiwi.h>

#include <sys/utsname.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

using kiwi::Constraint;
using kiwi::Solver;
using kiwi::Variable;

// Strengths on kiwi's scale, the values kiwibench.py passes (Auto Layout priority in the name).
constexpr double kEditStrength = 1.0e9;
constexpr double kS750 = 1.0e6;
constexpr double kS749 = 0.9e6;
constexpr double kS250 = 1.0e3;
constexpr double kS249 = 0.9e3;
constexpr double kS50 = 1.0;

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

// kiwibench.py's `near`: equal within a relative tolerance of 1e-6.
bool near(double a, double b) {
    return std::fabs(a - b) <= 1e-6 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

// A wrong result makes the timing worthless: say so and stop, as kiwibench.py's asserts do.
void expect(bool ok, const std::string& what, double got, double want) {
    if (ok) return;
    std::fprintf(stderr, "CHECK FAILED %s: got %.17g, expected %.17g\n", what.c_str(), got, want);
    std::exit(1);
}

// One repetition of a workload: the timed phase, its checksum and its per-operation figures
// under kiwibench.py's JSON keys, in the order kiwibench.py reports them.
struct Run {
    double timed = 0;
    double checksum = 0;
    long constraints = 0;
    std::vector<std::pair<const char*, double>> figures;
};

// ---- A: a vertical chain of N views (build + solve) ------------------------------------------

int intrinsic_height(int i) { return 10 + (i * 7) % 31; }

struct Chain {
    Variable top{"c.y"};
    Variable height{"c.h"};
    std::vector<Variable> ys, hs;
    std::vector<Constraint> all, spacing, intrinsic;
};

void build_chain(Chain& chain, int n) {
    for (int i = 0; i < n; ++i) chain.ys.emplace_back("v" + std::to_string(i) + ".y");
    for (int i = 0; i < n; ++i) chain.hs.emplace_back("v" + std::to_string(i) + ".h");
    const auto& ys = chain.ys;
    const auto& hs = chain.hs;
    chain.all.push_back(chain.top == 0.0);
    for (int i = 0; i < n; ++i) {
        Constraint gap = i == 0 ? Constraint(ys[0] == chain.top + 8.0)
                                : Constraint(ys[i] == ys[i - 1] + hs[i - 1] + 8.0);
        Constraint minimum = (hs[i] >= 20.0) | kS750;
        Constraint natural = (hs[i] == double(intrinsic_height(i))) | kS250;
        chain.all.push_back(gap);
        chain.all.push_back(minimum);
        chain.all.push_back(natural);
        chain.spacing.push_back(gap);
        chain.intrinsic.push_back(natural);
    }
    chain.all.push_back(chain.top + chain.height == ys[n - 1] + hs[n - 1] + 8.0);
}

double chain_height(const std::vector<int>& intrinsics, const std::vector<int>& gaps) {
    double total = 8;
    for (int h : intrinsics) total += std::max(20, h);
    for (int g : gaps) total += g;
    return total;
}

std::vector<int> chain_intrinsics(int n) {
    std::vector<int> out(n);
    for (int i = 0; i < n; ++i) out[i] = intrinsic_height(i);
    return out;
}

Run workload_a(int n) {
    auto t0 = Clock::now();
    Chain chain;
    build_chain(chain, n);
    auto t1 = Clock::now();
    Solver solver;
    for (const auto& c : chain.all) solver.addConstraint(c);
    solver.updateVariables();
    double height = chain.height.value();
    auto t2 = Clock::now();
    double want = chain_height(chain_intrinsics(n), std::vector<int>(n, 8));
    expect(near(height, want), "A: container height", height, want);
    Run run;
    run.timed = seconds(t1, t2);
    run.checksum = height;
    run.constraints = long(chain.all.size());
    run.figures = {{"objects", seconds(t0, t1)}};
    return run;
}

// ---- B: N self-sizing headers, a new solver each -----------------------------------------------

struct HeaderInputs {
    int width, title_w, title_h, sub_w, sub_h;
};

HeaderInputs header_inputs(int i) {
    return {320 + 27 * (i % 5), 100 + (i * 37) % 300, i % 3 == 0 ? 41 : 20,
            50 + (i * 53) % 350, i % 4 == 0 ? 0 : 16};
}

// The container, the image, the title and the subtitle, each with x, y, w, h.
struct Header {
    Variable cx{"c.x"}, cy{"c.y"}, cw{"c.w"}, ch{"c.h"};
    Variable ix{"img.x"}, iy{"img.y"}, iw{"img.w"}, ih{"img.h"};
    Variable tx{"title.x"}, ty{"title.y"}, tw{"title.w"}, th{"title.h"};
    Variable sx{"sub.x"}, sy{"sub.y"}, sw{"sub.w"}, sh{"sub.h"};
    std::vector<Constraint> constraints;
};

void build_header(Header& h, int i) {
    HeaderInputs in = header_inputs(i);
    h.constraints = {
        h.cx == 0.0,
        h.cy == 0.0,
        h.cw == double(in.width),
        (h.ch == 0.0) | kS50,
        h.ix == h.cx + 16.0,
        h.iy + 0.5 * h.ih == h.cy + 0.5 * h.ch,
        h.iw == 40.0,
        h.ih == 40.0,
        h.iy >= h.cy + 8.0,
        h.cy + h.ch >= h.iy + h.ih + 8.0,
        h.tx == h.ix + h.iw + 12.0,
        h.tx + h.tw <= h.cx + h.cw - 16.0,
        h.ty == h.cy + 12.0,
        h.sx == h.tx,
        h.sy == h.ty + h.th + 4.0,
        h.sx + h.sw <= h.cx + h.cw - 16.0,
        h.cy + h.ch >= h.sy + h.sh + 12.0,
        (h.tw <= double(in.title_w)) | kS250,
        (h.tw >= double(in.title_w)) | kS750,
        (h.th <= double(in.title_h)) | kS250,
        (h.th >= double(in.title_h)) | kS750,
        (h.sw <= double(in.sub_w)) | kS250,
        (h.sw >= double(in.sub_w)) | kS750,
        (h.sh <= double(in.sub_h)) | kS250,
        (h.sh >= double(in.sub_h)) | kS750,
    };
}

Run workload_b(int n) {
    auto t0 = Clock::now();
    std::vector<Header> headers(n);
    for (int i = 0; i < n; ++i) build_header(headers[i], i);
    auto t1 = Clock::now();
    std::vector<double> heights(n), titles(n), subtitles(n);
    for (int i = 0; i < n; ++i) {
        Solver solver;
        for (const auto& c : headers[i].constraints) solver.addConstraint(c);
        solver.updateVariables();
        heights[i] = headers[i].ch.value();
        titles[i] = headers[i].tw.value();
        subtitles[i] = headers[i].sw.value();
    }
    auto t2 = Clock::now();
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        HeaderInputs in = header_inputs(i);
        int available = in.width - 84;
        std::string at = "B: header " + std::to_string(i);
        expect(near(heights[i], std::max(56, 28 + in.title_h + in.sub_h)), at + " c.h", heights[i],
               std::max(56, 28 + in.title_h + in.sub_h));
        expect(near(titles[i], std::min(in.title_w, available)), at + " title.w", titles[i],
               std::min(in.title_w, available));
        expect(near(subtitles[i], std::min(in.sub_w, available)), at + " sub.w", subtitles[i],
               std::min(in.sub_w, available));
        sum += heights[i];
    }
    Run run;
    run.timed = seconds(t1, t2);
    run.checksum = sum;
    run.constraints = 25L * n;
    run.figures = {{"objects", seconds(t0, t1)}, {"per_header_us", run.timed / n * 1e6}};
    return run;
}

// ---- C: a row of N labels whose container width is dragged ------------------------------------

constexpr int kEdits = 1000;

int label_width(int i) { return 20 + (i % 10); }

// The drag: -20 ... +20 points around the natural width in kEdits steps.
double drag(int k) { return -20.0 + 40.0 * k / (kEdits - 1); }

Run workload_c(int n) {
    Variable width("c.w");
    std::vector<Variable> xs, ws;
    for (int i = 0; i < n; ++i) xs.emplace_back("l" + std::to_string(i) + ".x");
    for (int i = 0; i < n; ++i) ws.emplace_back("l" + std::to_string(i) + ".w");
    std::vector<Constraint> constraints{xs[0] == 8.0};
    for (int i = 1; i < n; ++i) constraints.push_back(xs[i] == xs[i - 1] + ws[i - 1] + 8.0);
    constraints.push_back(width == xs[n - 1] + ws[n - 1] + 8.0);
    for (int i = 0; i < n; ++i) {
        double natural = label_width(i);
        constraints.push_back((ws[i] >= natural) | (i == n - 1 ? kS749 : kS750));
        constraints.push_back((ws[i] <= natural) | (i == 0 ? kS249 : kS250));
    }
    Solver solver;
    for (const auto& c : constraints) solver.addConstraint(c);
    double natural = 8.0 * (n + 1);
    for (int i = 0; i < n; ++i) natural += label_width(i);
    solver.addEditVariable(width, kEditStrength);
    solver.suggestValue(width, natural);
    solver.updateVariables();
    // C1: suggest, update and read the first and last label widths, kEdits times.
    auto t0 = Clock::now();
    double checksum = 0;
    for (int k = 0; k < kEdits; ++k) {
        solver.suggestValue(width, natural + drag(k));
        solver.updateVariables();
        checksum += ws[0].value() + ws[n - 1].value();
    }
    auto t1 = Clock::now();
    // C2: suggestions only, dragging back, and one update at the end.
    auto t2 = Clock::now();
    for (int k = 0; k < kEdits; ++k) solver.suggestValue(width, natural + drag(kEdits - 1 - k));
    solver.updateVariables();
    auto t3 = Clock::now();
    double d = drag(0);
    double first = ws[0].value(), last = ws[n - 1].value();
    expect(near(first, label_width(0) + std::max(d, 0.0)), "C: final first width", first,
           label_width(0) + std::max(d, 0.0));
    expect(near(last, label_width(n - 1) + std::min(d, 0.0)), "C: final last width", last,
           label_width(n - 1) + std::min(d, 0.0));
    double want = 0;
    for (int k = 0; k < kEdits; ++k) {
        double dk = drag(k);
        want += label_width(0) + std::max(dk, 0.0) + label_width(n - 1) + std::min(dk, 0.0);
    }
    expect(near(checksum, want), "C: checksum", checksum, want);
    Run run;
    run.timed = seconds(t0, t1);
    run.checksum = checksum;
    run.constraints = long(constraints.size()) + 1;
    run.figures = {{"per_edit_us", run.timed / kEdits * 1e6},
                   {"suggest_only_us", seconds(t2, t3) / kEdits * 1e6}};
    return run;
}

// ---- D: removing and re-adding constraints of a built chain ------------------------------------

constexpr int kOptionalChurn = 1000;
constexpr int kRequiredChurn = 100;

Run workload_d(int n) {
    Chain chain;
    build_chain(chain, n);
    Solver solver;
    for (const auto& c : chain.all) solver.addConstraint(c);
    std::vector<int> intrinsics = chain_intrinsics(n);
    std::vector<int> gaps(n, 8);
    // D1: an intrinsic height changes: remove its @250 equality, add a new one.
    auto t0 = Clock::now();
    for (int k = 0; k < kOptionalChurn; ++k) {
        int j = int((long long)k * 7919 % n);
        solver.removeConstraint(chain.intrinsic[j]);
        intrinsics[j] += k % 2 == 0 ? 5 : -3;
        chain.intrinsic[j] = (chain.hs[j] == double(intrinsics[j])) | kS250;
        solver.addConstraint(chain.intrinsic[j]);
    }
    auto t1 = Clock::now();
    // D2: a required spacing toggles between 8 and 12, then one update.
    auto t2 = Clock::now();
    for (int k = 0; k < kRequiredChurn; ++k) {
        int j = int((long long)k * 7919 % n);
        solver.removeConstraint(chain.spacing[j]);
        gaps[j] = gaps[j] == 8 ? 12 : 8;
        double gap = gaps[j];
        chain.spacing[j] = j == 0 ? Constraint(chain.ys[0] == chain.top + gap)
                                  : Constraint(chain.ys[j] == chain.ys[j - 1] + chain.hs[j - 1] + gap);
        solver.addConstraint(chain.spacing[j]);
    }
    solver.updateVariables();
    auto t3 = Clock::now();
    double height = chain.height.value();
    double want = chain_height(intrinsics, gaps);
    expect(near(height, want), "D: container height", height, want);
    Run run;
    run.timed = seconds(t0, t1) + seconds(t2, t3);
    run.checksum = height;
    run.constraints = long(chain.all.size());
    run.figures = {{"d1_optional_us", seconds(t0, t1) / kOptionalChurn * 1e6},
                   {"d2_required_us", seconds(t2, t3) / kRequiredChurn * 1e6}};
    return run;
}

// ---- the protocol ------------------------------------------------------------------------------

// Python's statistics.median: the middle value, or the mean of the middle two.
double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

int default_reps(int n) { return n <= 100 ? 15 : n <= 1000 ? 5 : 3; }

struct Options {
    std::string workloads = "ABCD";
    std::vector<int> sizes{10, 100, 1000, 10000};
    int reps = 0;
    double budget = 60.0;
    std::string json;
};

[[noreturn]] void usage(const char* problem) {
    std::fprintf(stderr,
                 "kiwibench-cpp: %s\nusage: kiwibench-cpp [--workloads LETTERS] [--sizes N...] "
                 "[--reps N] [--budget SECONDS] [--json FILE]\n",
                 problem);
    std::exit(2);
}

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        bool has_value = i + 1 < argc;
        if (arg == "--sizes") {
            options.sizes.clear();
            while (i + 1 < argc && argv[i + 1][0] != '-') options.sizes.push_back(std::atoi(argv[++i]));
            if (options.sizes.empty()) usage("--sizes needs at least one size");
        } else if (arg == "--workloads" && has_value) {
            options.workloads = argv[++i];
        } else if (arg == "--reps" && has_value) {
            options.reps = std::atoi(argv[++i]);
        } else if (arg == "--budget" && has_value) {
            options.budget = std::atof(argv[++i]);
        } else if (arg == "--json" && has_value) {
            options.json = argv[++i];
        } else {
            usage(("unknown or incomplete option " + arg).c_str());
        }
    }
    for (char w : options.workloads)
        if (w < 'A' || w > 'D') usage("workloads are letters among ABCD");
    for (int n : options.sizes)
        if (n < 1) usage("sizes are positive");
    return options;
}

Run run_workload(char workload, int n) {
    switch (workload) {
    case 'A': return workload_a(n);
    case 'B': return workload_b(n);
    case 'C': return workload_c(n);
    default: return workload_d(n);
    }
}

std::string json_string(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n' || c == '\t') c = ' ';
        out += c;
    }
    return out + "\"";
}

std::string json_number(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

// What the figures were measured with, as kiwibench.py's "env" object.
std::string environment_json() {
    std::string cpu;
    std::ifstream info("/proc/cpuinfo");
    for (std::string line; std::getline(info, line);) {
        if (line.rfind("model name", 0) == 0) {
            size_t colon = line.find(':');
            cpu = line.substr(colon + 1);
            cpu.erase(0, cpu.find_first_not_of(" \t"));
            break;
        }
    }
    utsname host{};
    uname(&host);
    std::string out = "{\"backend\": \"kiwi-cpp\", \"version\": " + json_string(KIWI_VERSION);
    out += ", \"compiler\": " + json_string(std::string("g++ ") + __VERSION__);
#ifdef KIWIBENCH_FLAGS
    out += ", \"flags\": " + json_string(KIWIBENCH_FLAGS);
#endif
    out += ", \"machine\": " + json_string(host.machine);
    out += ", \"cpus\": " + std::to_string(std::thread::hardware_concurrency());
    if (!cpu.empty()) out += ", \"cpu\": " + json_string(cpu);
    return out + "}";
}

}  // namespace

int main(int argc, char** argv) {
    Options options = parse(argc, argv);
    std::string env = environment_json();
    std::printf("# kiwibench-cpp %s\n", env.c_str());
    std::fflush(stdout);
    std::vector<std::string> rows;
    for (char workload : options.workloads) {
        int previous_n = 0;
        double previous_median = 0;
        for (int n : options.sizes) {
            // kiwi is O(N^2) or worse on chains: skip a size whose quadratic extrapolation
            // from the previous size exceeds the budget.
            double scale = previous_n > 0 ? double(n) / previous_n : 0;
            if (previous_n > 0 && previous_median * scale * scale > options.budget) {
                std::printf("%c N=%-6d skipped (extrapolated %.0f s > budget %.0f s)\n", workload,
                            n, previous_median * scale * scale, options.budget);
                std::fflush(stdout);
                continue;
            }
            int reps = options.reps > 0 ? options.reps : default_reps(n);
            std::vector<Run> runs;
            double spent = 0;
            for (int r = 0; r < reps; ++r) {
                runs.push_back(run_workload(workload, n));
                spent += runs.back().timed;
                if (spent > options.budget) break;  // at least one repetition always runs
            }
            std::vector<double> timed;
            for (const auto& run : runs) timed.push_back(run.timed);
            double mid = median(timed);
            double least = *std::min_element(timed.begin(), timed.end());
            const Run& first = runs.front();
            std::string row = "{\"workload\": \"" + std::string(1, workload) + "\", \"N\": " +
                              std::to_string(n) + ", \"reps\": " + std::to_string(runs.size()) +
                              ", \"median_s\": " + json_number(mid) + ", \"min_s\": " +
                              json_number(least) + ", \"checksum\": " + json_number(first.checksum) +
                              ", \"constraints\": " + std::to_string(first.constraints);
            std::string extra;
            for (size_t f = 0; f < first.figures.size(); ++f) {
                std::vector<double> values;
                for (const auto& run : runs) values.push_back(run.figures[f].second);
                double value = median(values);
                row += ", \"" + std::string(first.figures[f].first) + "\": " + json_number(value);
                char text[64];
                std::snprintf(text, sizeof text, "%s%s=%.3g", extra.empty() ? "" : " ",
                              first.figures[f].first, value);
                extra += text;
            }
            rows.push_back(row + "}");
            previous_n = n;
            previous_median = mid;
            std::printf("%c N=%-6d cns=%-7ld reps=%-2zu median=%10.6f s  min=%10.6f s  %s  "
                        "checksum=%.6g\n",
                        workload, n, first.constraints, runs.size(), mid, least, extra.c_str(),
                        first.checksum);
            std::fflush(stdout);
        }
    }
    if (!options.json.empty()) {
        std::ofstream out(options.json);
        out << "{\"env\": " << env << ", \"results\": [";
        for (size_t i = 0; i < rows.size(); ++i) out << (i ? ",\n  " : "\n  ") << rows[i];
        out << "\n]}\n";
        if (!out) {
            std::fprintf(stderr, "kiwibench-cpp: cannot write %s\n", options.json.c_str());
            return 1;
        }
    }
    return 0;
}
