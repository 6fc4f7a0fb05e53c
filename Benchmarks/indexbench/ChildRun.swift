import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One child process, timed: wall clock, CPU (user + system) and peak RSS from `wait4`'s rusage, so the
/// figures are the child's alone (not the generator's memory, nor another child's).
struct ChildRun {
    var status: Int32
    var wall: Double
    var cpu: Double
    /// Kilobytes (Linux's unit for ru_maxrss).
    var peakRSSKB: Int
    var timedOut: Bool
    /// What the child printed on stdout (its stderr goes to a file beside it, so a long run cannot block on a pipe).
    var output: String

    /// Runs `arguments[0]` with the rest as its argv; kills it after `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double, log: URL) -> ChildRun {
        let outputFile = log.appendingPathExtension("out")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
            return ChildRun(status: -1, wall: 0, cpu: 0, peakRSSKB: 0, timedOut: false, output: "cannot start \(arguments[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { break }
            if now() - start > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let wall = now() - start
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildRun(status: exit, wall: wall, cpu: cpu, peakRSSKB: Int(usage.ru_maxrss), timedOut: timedOut, output: output)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
}
