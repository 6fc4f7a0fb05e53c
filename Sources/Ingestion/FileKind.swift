#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path is on disk, as `stat` tells it, in the words messages use.
///
/// A FIFO, a socket or a device is never a page: opening a FIFO for reading waits for a writer, and a
/// device such as /dev/zero or /dev/urandom never ends. Discovery and the reader both ask this before
/// they open anything, so the two cannot disagree about what may be read.
public enum FileKind: Sendable, Equatable {
    case regularFile, folder, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

    /// The kind of a `st_mode`.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    /// True for what may not be opened as a page: a FIFO, a socket, a device or an unknown kind.
    public var isSpecial: Bool {
        switch self {
        case .regularFile, .folder, .symbolicLink: return false
        case .fifo, .socket, .characterDevice, .blockDevice, .unknown: return true
        }
    }

    /// "a FIFO (named pipe)", "a character device", …: for "X is a FIFO (named pipe), not a page file".
    public var phrase: String {
        switch self {
        case .regularFile: return "a regular file"
        case .folder: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .unknown: return "a special file"
        }
    }
}
