import Foundation

/// A text sink (stdout, stderr, or a buffer in tests).
public protocol OutputStream: AnyObject {
    func write(_ text: String)
}

/// Writes to a file handle, unbuffered enough for progress lines.
public final class FileHandleOutput: OutputStream {
    private let handle: FileHandle
    public init(_ handle: FileHandle) { self.handle = handle }
    public func write(_ text: String) { handle.write(Data(text.utf8)) }
}

/// Collects output in memory (tests).
public final class BufferOutput: OutputStream {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}

/// What a command may touch: its streams, the working directory and whether stdout is a terminal.
public struct CommandContext {
    public var out: OutputStream
    public var err: OutputStream
    /// Relative paths (`corpus/`, `index/`) resolve against this directory.
    public var workingDirectory: URL
    /// Colour and progress lines only on a terminal.
    public var isTerminal: Bool

    public init(out: OutputStream, err: OutputStream, workingDirectory: URL, isTerminal: Bool) {
        self.out = out
        self.err = err
        self.workingDirectory = workingDirectory
        self.isTerminal = isTerminal
    }

    /// Prints a line to stdout.
    public func print(_ line: String = "") { out.write(line + "\n") }

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
