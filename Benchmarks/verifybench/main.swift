// verifybench: whole-corpus `doctool verify` time, batched (one `swiftc -wmo` run for all scenarios)
// against unbatched (one compiler run per scenario), best of N runs each.
//
//     swift build -c release && .build/release/verifybench [--runs N] [--jobs J]
//
// It runs the doctool executable that sits beside it, from the package root (corpus/ and
// Scenarios/ are read from the current directory), and prints one line per mode and the ratio.
import Foundation

struct Timing: Decodable {
    var compileSeconds: Double
    var runSeconds: Double
    var compilerRuns: Int
}

struct Report: Decodable {
    var verdicts: [Verdict]
    var timing: Timing
    struct Verdict: Decodable { var status: String }
}

func measure(doctool: URL, batched: Bool, jobs: Int) throws -> (wall: Double, report: Report) {
    let process = Process()
    process.executableURL = doctool
    process.arguments = ["verify", "--json", "--jobs", "\(jobs)"] + (batched ? [] : ["--no-batch"])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let wall = Date().timeIntervalSince(start)
    return (wall, try JSONDecoder().decode(Report.self, from: data))
}

var runs = 3
var jobs = 2
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--jobs": jobs = Int(arguments.next() ?? "") ?? jobs
    default:
        FileHandle.standardError.write(Data("usage: verifybench [--runs N] [--jobs J]\n".utf8))
        exit(64)
    }
}
let doctool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("doctool")
var best: [Bool: (wall: Double, report: Report)] = [:]
for batched in [true, false] {
    for _ in 0..<max(1, runs) {
        let result = try measure(doctool: doctool, batched: batched, jobs: jobs)
        if best[batched] == nil || result.wall < best[batched]!.wall { best[batched] = result }
    }
}
for batched in [true, false] {
    let result = best[batched]!
    let scenariosRun = result.report.verdicts.filter { $0.status == "passed" || $0.status == "expected-failure" }.count
    print(String(format: "%@  samples %d (%d passed or expected failure)  wall %.2f s  compile %.2f s in %d swiftc runs  run %.2f s  (best of %d, jobs %d)",
                 batched ? "batched  " : "unbatched", result.report.verdicts.count, scenariosRun, result.wall,
                 result.report.timing.compileSeconds, result.report.timing.compilerRuns, result.report.timing.runSeconds, runs, jobs))
}
print(String(format: "unbatched / batched wall time: %.2f×", best[false]!.wall / best[true]!.wall))
