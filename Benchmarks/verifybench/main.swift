// verifybench: whole-corpus `doctool verify` time, batched (one `swiftc -wmo` run for all scenarios)
// against unbatched (one compiler run per scenario), best of N runs each.
//
//     swift build -c release && .build/release/verifybench [--runs N] [--jobs J]
//     .build/release/verifybench --smoke-copies 8   (the smoke tier on 1,024 Swift samples, issue 20)
//     .build/release/verifybench --smoke-copies 8 --unbatched-too   (and the same 1,024 unbatched: about
//                                                    ten minutes more, one compiler run per sample)
//     .build/release/verifybench --shard-copies 4   (1, 2 and 4 shards side by side, cut by count and by
//                                                    recorded cost, then the merge, issue 24)
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

/// Runs `doctool verify --json` with `extra` arguments in `folder` (the package root when nil); its wall time and report.
func measure(doctool: URL, batched: Bool, jobs: Int, extra: [String] = [], in folder: URL? = nil) throws -> (
    wall: Double, report: Report
) {
    let process = Process()
    process.executableURL = doctool
    if let folder { process.currentDirectoryURL = folder }
    process.arguments = ["verify", "--json", "--jobs", "\(jobs)"] + extra + (batched ? [] : ["--no-batch"])
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
var smokeCopies: Int?
var shardCopies: Int?
var unbatchedToo = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--jobs": jobs = Int(arguments.next() ?? "") ?? jobs
    case "--smoke-copies": smokeCopies = Int(arguments.next() ?? "")
    case "--shard-copies": shardCopies = Int(arguments.next() ?? "")
    case "--unbatched-too": unbatchedToo = true
    default:
        FileHandle.standardError.write(
            Data("usage: verifybench [--runs N] [--jobs J] [--smoke-copies K [--unbatched-too] | --shard-copies K]\n".utf8))
        exit(64)
    }
}
let doctool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("doctool")

// MARK: - The smoke tier at scale (issue 20)

/// `--smoke-copies K`: the smoke collection (Tests/DoctoolCLITests/Fixtures/smoke-collection, 128 Swift samples
/// with no scenario) replicated K times under distinct topics, each code block given a first line `// copy N`
/// (a comment changes the fingerprint, so every copy is a sample of its own and nothing else changes), verified
/// batched; then one copy batched and unbatched, side by side, for the ratio batching gains.
if let copies = smokeCopies ?? shardCopies {
    let collection = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/DoctoolCLITests/Fixtures/smoke-collection/corpus")
    let manager = FileManager.default
    func replicate(_ count: Int) throws -> URL {
        let root = manager.temporaryDirectory.appendingPathComponent("verifybench-smoke-\(count)-\(getpid())")
        try? manager.removeItem(at: root)
        let corpus = root.appendingPathComponent("corpus")
        try manager.createDirectory(at: root.appendingPathComponent("Scenarios"), withIntermediateDirectories: true)
        for topic in try manager.contentsOfDirectory(atPath: collection.path).sorted() {
            for page in try manager.contentsOfDirectory(atPath: collection.appendingPathComponent(topic).path).sorted() {
                let text = try String(
                    contentsOf: collection.appendingPathComponent(topic).appendingPathComponent(page), encoding: .utf8)
                for copy in 0..<count {
                    var lines: [String] = []
                    var inFence = false
                    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                        lines.append(String(line))
                        if line.hasPrefix("```") {
                            inFence.toggle()
                            if inFence { lines.append("// copy \(copy)") }
                        }
                    }
                    let folder = corpus.appendingPathComponent("\(topic)-\(copy)")
                    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                    try lines.joined(separator: "\n").write(
                        to: folder.appendingPathComponent(page), atomically: true, encoding: .utf8)
                }
            }
        }
        return root
    }
    func verify(in root: URL, batched: Bool) throws -> (wall: Double, report: Report) {
        try measure(doctool: doctool, batched: batched, jobs: jobs, extra: ["--timeout", "10"], in: root)
    }
    /// `--shard-copies K`: the whole run on one core (recording each sample's cost), then N = 2 and 4 shards
    /// started at once (one core each, as a CI matrix gives), cut first by sample count (no costs file) and
    /// then by the recorded costs, each followed by the merge; the merged statuses must be the whole run's.
    func shards(in root: URL) throws {
        let whole = try measure(doctool: doctool, batched: true, jobs: 1, extra: ["--timeout", "10", "--record-costs"], in: root)
        print(String(format: "1 shard    samples %d  wall %.1f s", whole.report.verdicts.count, whole.wall))
        let costs = root.appendingPathComponent("Scenarios/verify-costs.json")
        let aside = root.appendingPathComponent("verify-costs.recorded.json")
        for cut in ["count", "cost"] {
            if cut == "count" { try manager.moveItem(at: costs, to: aside) } else { try manager.moveItem(at: aside, to: costs) }
            for count in [2, 4] {
                let start = Date()
                var processes: [Process] = []
                for index in 1...count {
                    let process = Process()
                    process.executableURL = doctool
                    process.currentDirectoryURL = root
                    process.arguments = [
                        "verify", "--jobs", "1", "--timeout", "10", "--shard", "\(index)/\(count)",
                        "--results", root.appendingPathComponent("shard-\(index)-\(count).json").path
                    ]
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                    try process.run()
                    processes.append(process)
                }
                var walls: [Double] = []
                for process in processes {
                    process.waitUntilExit()
                    walls.append(Date().timeIntervalSince(start))
                }
                let mergeStart = Date()
                let files = (1...count).map { root.appendingPathComponent("shard-\($0)-\(count).json").path }
                let merged = try measure(doctool: doctool, batched: true, jobs: 1, extra: ["--merge"] + files, in: root)
                let mergeSeconds = Date().timeIntervalSince(mergeStart)
                let same = merged.report.verdicts.map(\.status) == whole.report.verdicts.map(\.status)
                print(
                    String(
                        format:
                            "%d shards, %@ cut   wall %.1f s (slowest shard; each: %@)  merge %.2f s  statuses equal to one run: %@",
                        count, cut, walls.max() ?? 0, walls.map { String(format: "%.1f", $0) }.joined(separator: ", "),
                        mergeSeconds, same ? "yes" : "NO"))
            }
        }
    }
    func line(_ name: String, _ result: (wall: Double, report: Report)) -> String {
        let statuses = Dictionary(grouping: result.report.verdicts, by: \.status).mapValues(\.count)
        let counted = statuses.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return String(
            format: "%@  samples %d  wall %.1f s  compile %.1f s in %d swiftc runs  run %.1f s  (%@)", name,
            result.report.verdicts.count, result.wall, result.report.timing.compileSeconds,
            result.report.timing.compilerRuns, result.report.timing.runSeconds, counted)
    }
    let large = try replicate(copies)
    if shardCopies != nil {
        try shards(in: large)
        try? manager.removeItem(at: large)
        exit(0)
    }
    let largeBatched = try verify(in: large, batched: true)
    print(line("batched, \(copies) copies  ", largeBatched))
    if unbatchedToo {
        let largeUnbatched = try verify(in: large, batched: false)
        print(line("unbatched, \(copies) copies", largeUnbatched))
        print(
            String(
                format: "unbatched / batched wall time on %d copies: %.2f×", copies,
                largeUnbatched.wall / largeBatched.wall))
    }
    let one = try replicate(1)
    let batched = try verify(in: one, batched: true)
    print(line("batched, 1 copy    ", batched))
    let unbatched = try verify(in: one, batched: false)
    print(line("unbatched, 1 copy  ", unbatched))
    print(String(format: "unbatched / batched wall time on one copy: %.2f×", unbatched.wall / batched.wall))
    try? manager.removeItem(at: large)
    try? manager.removeItem(at: one)
    exit(0)
}
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
    print(
        String(
            format:
                "%@  samples %d (%d passed or expected failure)  wall %.2f s  compile %.2f s in %d swiftc runs  run %.2f s  (best of %d, jobs %d)",
            batched ? "batched  " : "unbatched", result.report.verdicts.count, scenariosRun, result.wall,
            result.report.timing.compileSeconds, result.report.timing.compilerRuns, result.report.timing.runSeconds, runs, jobs))
}
print(String(format: "unbatched / batched wall time: %.2f×", best[false]!.wall / best[true]!.wall))
