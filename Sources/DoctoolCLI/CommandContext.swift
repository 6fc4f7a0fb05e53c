import Foundation

/// A text sink (stdout, stderr, or a buffer in tests).
///
/// Commands write with `write(_:)`, which escapes control characters (`TerminalText`): text that reaches the
/// terminal may hold a page's content or a file name.
public protocol OutputStream: AnyObject {
    /// Writes text already made safe for a terminal.
    func write(_ text: TerminalText)
}

extension OutputStream {
    /// Writes text that may come from a page or a file name, its control characters escaped.
    public func write(_ text: String) { write(TerminalText(text)) }

    /// Writes one of doctool's own control sequences.
    public func write(_ control: TerminalControl) { write(TerminalText(control)) }

    /// Writes JSON: its DEL and C1 controls as `\u00XX` (the same value), then escaped like any text.
    public func writeJSON(_ json: String) { write(TerminalText(TerminalText.jsonEscaped(json))) }
}

/// Writes to a file descriptor, unbuffered enough for progress lines.
///
/// A failed write (a full disk, a closed pipe) goes to `onFailure` with its `errno`, once: Foundation's
/// `FileHandle.write` stops the process with a fatal error and a backtrace instead.
public final class DescriptorOutput: OutputStream {
    private let descriptor: Int32
    private let onFailure: (Int32) -> Void
    private var failed = false

    public init(descriptor: Int32, onFailure: @escaping (Int32) -> Void) {
        self.descriptor = descriptor
        self.onFailure = onFailure
    }

    public func write(_ text: TerminalText) {
        guard !failed else { return }
        var text = text.rendered
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    onFailure(errno)
                    return
                }
                offset += written
            }
        }
    }
}

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Collects output in memory (tests).
public final class BufferOutput: OutputStream {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: TerminalText) { self.text += text.rendered }
}

/// What a command may touch: its streams, the working directory and whether stdout is a terminal.
public struct CommandContext {
    public var out: OutputStream
    public var err: OutputStream
    /// Relative paths (`corpus/`, `index/`) resolve against this directory.
    public var workingDirectory: URL
    /// Whether stdout takes colour: given as whether it is a terminal; `Doctool.main` then applies `--color`,
    /// `NO_COLOR` and `TERM=dumb` (`ColourChoice`), so a command reads only this.
    public var isTerminal: Bool
    /// Whether stderr is a terminal: progress lines (rewritten in place with `\r`) only then, never into a pipe or file
    /// (nor on a `TERM=dumb` terminal).
    public var errIsTerminal: Bool
    /// The process environment (`NO_COLOR`, `TERM`); empty in tests unless a test sets it.
    public var environment: [String: String]

    public init(
        out: OutputStream, err: OutputStream, workingDirectory: URL, isTerminal: Bool, errIsTerminal: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.out = out
        self.err = err
        self.workingDirectory = workingDirectory
        self.isTerminal = isTerminal
        self.errIsTerminal = errIsTerminal
        self.environment = environment
    }

    /// Prints a line to stdout.
    public func print(_ line: String = "") { out.write(line + "\n") }

    /// Prints a line already made of escaped text and doctool's own control sequences.
    public func print(_ line: TerminalText) { out.write(line + TerminalText("\n")) }

    /// Prints `Error: …` to stderr and returns `code`, so a command can `return context.fail(...)`.
    public func fail(_ message: String, code: Int32 = ExitCode.failure) -> Int32 {
        err.write("Error: \(message)\n")
        return code
    }

    /// Resolves a user-given path against the working directory.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }
}
