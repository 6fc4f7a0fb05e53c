/// A value that writes its own `CompactCoding` bytes, byte for byte what encoding its `Encodable` conformance
/// through `CompactCoding`'s encoder gives.
///
/// Every page's analysis goes into the cache on a from-scratch run. Through `Encodable`, each member of each block
/// and sample went through an existential container into a tree of nodes whose keyed containers were sorted when
/// it was written out: storing the entries was a ninth of a from-scratch run's CPU (perf, 3,499 pages, 2026-12-05).
/// A conformance here writes its members itself, in their keys' UTF-8 order, and leaves out a nil optional as the
/// synthesized `encodeIfPresent` does. The `Codable` conformance stays the definition of the format:
/// `CompactWriterTests` compare the two on the shipped corpus's pages and on values with every optional empty.
protocol CompactWritable: Encodable {
    func write(to out: inout CompactWriter)
}

/// A value that reads itself from `CompactCoding` bytes: what its `Decodable` conformance reads, without a decoder
/// and a container object for every value, and its keys matched in one pass (they are written sorted).
protocol CompactReadable: Decodable {
    init(from reader: inout CompactReader) throws
}

typealias CompactCodable = CompactWritable & CompactReadable

/// Appends values in `CompactCoding`'s format to a byte buffer.
///
/// A container's header (tag, body length, count) comes before its body, and its length is known only at its end:
/// three bytes are kept for it when it begins, enough for a body under 128 bytes of fewer than 128 values (most of
/// them: a range, a decision, a call), and the body is moved only when the header needs more.
struct CompactWriter {
    private(set) var bytes: [UInt8] = []

    /// `capacity`: bytes to reserve. Grown by doubling, the buffer of a large page's cache entry (99 MB for a 30 MB
    /// page) was held twice while it was copied into one of twice its size (201 MB at once, heaptrack); a reserve
    /// that is not all used costs address space: a buffer that large is mapped on its own, and pages never touched
    /// are never resident.
    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A list or keyed container begun and not yet ended.
    struct Open {
        fileprivate let start: Int
        fileprivate let tag: CompactCoding.Tag
        fileprivate var count = 0
        #if DEBUG
            /// The last key written, to check that keys come in order.
            fileprivate var lastKey: [UInt8]?
        #endif
    }

    private static let keptHeader = 3

    mutating func beginKeyed() -> Open { begin(.keyed) }

    mutating func beginList() -> Open { begin(.list) }

    private mutating func begin(_ tag: CompactCoding.Tag) -> Open {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: Self.keptHeader))
        return Open(start: start, tag: tag)
    }

    mutating func end(_ open: Open) {
        let elements = bytes.count - open.start - Self.keptHeader
        let body = CompactTree.varintSize(UInt64(open.count)) + elements
        let header = 1 + CompactTree.varintSize(UInt64(body)) + CompactTree.varintSize(UInt64(open.count))
        if header != Self.keptHeader {
            bytes.replaceSubrange(open.start..<open.start + Self.keptHeader, with: repeatElement(0, count: header))
        }
        var position = open.start
        bytes[position] = open.tag.rawValue
        position += 1
        CompactTree.varint(UInt64(body)) {
            bytes[position] = $0
            position += 1
        }
        CompactTree.varint(UInt64(open.count)) {
            bytes[position] = $0
            position += 1
        }
    }

    /// Begins the member `key` of the keyed container `open`: its value is written next.
    mutating func key(_ key: StaticString, in open: inout Open) {
        #if DEBUG
            let name = key.withUTF8Buffer { Array($0) }
            assert(
                open.lastKey.map { $0.lexicographicallyPrecedes(name) } ?? true,
                "keys out of order: \(key) after \(String(decoding: open.lastKey ?? [], as: UTF8.self))")
            open.lastKey = name
        #endif
        open.count += 1
        key.withUTF8Buffer { key in
            CompactTree.varint(UInt64(key.count), into: &bytes)
            bytes.append(contentsOf: key)
        }
    }

    mutating func member<Value: CompactWritable>(_ key: StaticString, _ value: Value, in open: inout Open) {
        self.key(key, in: &open)
        value.write(to: &self)
    }

    /// Nothing for nil, as `encodeIfPresent` writes.
    mutating func member<Value: CompactWritable>(_ key: StaticString, _ value: Value?, in open: inout Open) {
        guard let value else { return }
        member(key, value, in: &open)
    }

    mutating func element<Value: CompactWritable>(_ value: Value, in open: inout Open) {
        open.count += 1
        value.write(to: &self)
    }

    // MARK: Scalars (the rules are `CompactTree`'s, shared with the encoder)

    mutating func write(_ value: String) { CompactTree.appendString(value, to: &bytes) }
    mutating func write(_ value: Int) { CompactTree.appendInteger(Int64(value), to: &bytes) }
    mutating func write(_ value: Double) { CompactTree.appendDouble(value, to: &bytes) }
    mutating func write(_ value: Bool) {
        bytes.append((value ? CompactCoding.Tag.trueValue : CompactCoding.Tag.falseValue).rawValue)
    }
}

/// Reads `CompactCoding` bytes value by value, checking every length against the bytes: damaged bytes throw,
/// never trap. A keyed container's members are read in its keys' order; a key the reader does not ask for is
/// stepped over, one it asks for and does not find is absent (nil for an optional, an error otherwise).
struct CompactReader {
    let bytes: [UInt8]
    private(set) var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A list or keyed container being read.
    struct Open {
        fileprivate var remaining: Int
        fileprivate let end: Int
        fileprivate let keyed: Bool
    }

    func failure(_ what: String) -> CompactCoding.Failure {
        CompactCoding.Failure(description: "cache entry: \(what) at byte \(position)")
    }

    private mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw failure("unexpected end") }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw failure("varint too long") }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return result }
            shift += 7
        }
    }

    var isAtEnd: Bool { position == bytes.count }

    /// Reads past `prefix`, which the bytes must hold here.
    mutating func expect(_ prefix: [UInt8]) throws {
        guard bytes[position...].starts(with: prefix) else { throw failure("unexpected bytes") }
        position += prefix.count
    }

    /// The next of a run of framed values (`TopicSummaryCache`'s file): its byte count as a varint, then its bytes.
    mutating func framed<T: CompactReadable>(_ type: T.Type) throws -> T {
        let length = try length()
        let end = position + length
        let value = try T(from: &self)
        guard position == end else { throw failure("a value not as long as its frame") }
        return value
    }

    /// A varint that counts bytes still to come (a length, a count): at most as many as are left.
    private mutating func length() throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - position) else { throw failure("length past the end") }
        return Int(value)
    }

    private mutating func expect(_ tag: CompactCoding.Tag, _ what: String) throws {
        guard try byte() == tag.rawValue else {
            position -= 1
            throw failure("expected \(what)")
        }
    }

    /// Whether the next value is nil (and steps over it if so).
    mutating func readNil() throws -> Bool {
        guard position < bytes.count else { throw failure("unexpected end") }
        guard bytes[position] == CompactCoding.Tag.null.rawValue else { return false }
        position += 1
        return true
    }

    mutating func beginKeyed() throws -> Open { try begin(.keyed, "a keyed container") }

    mutating func beginList() throws -> Open { try begin(.list, "a list") }

    private mutating func begin(_ tag: CompactCoding.Tag, _ what: String) throws -> Open {
        try expect(tag, what)
        let body = try length()
        let end = position + body
        let count = try length()
        guard position <= end else { throw failure("count past the body") }
        return Open(remaining: count, end: end, keyed: tag == .keyed)
    }

    /// Whether `open` has another element (a list's next value is read by the caller).
    mutating func nextElement(in open: inout Open) -> Bool {
        guard open.remaining > 0 else { return false }
        open.remaining -= 1
        return true
    }

    /// Steps to the value of `key` if the container has it, over any keys before it that nobody asked for.
    mutating func find(_ key: StaticString, in open: inout Open) throws -> Bool {
        while open.remaining > 0 {
            let start = position
            let count = try length()
            let order = key.withUTF8Buffer { wanted -> Int in
                let found = bytes[position..<position + count]
                if found.elementsEqual(wanted) { return 0 }
                return found.lexicographicallyPrecedes(wanted) ? -1 : 1
            }
            if order > 0 {
                position = start  // not there: the keys after it are all greater
                return false
            }
            position += count
            open.remaining -= 1
            if order == 0 { return true }
            try skipValue()
        }
        return false
    }

    mutating func member<Value: CompactReadable>(_ key: StaticString, in open: inout Open) throws -> Value {
        guard try find(key, in: &open) else { throw failure("no value for \(key)") }
        return try Value(from: &self)
    }

    /// Nil when the key is absent or its value is nil, as `decodeIfPresent` reads.
    mutating func memberIfPresent<Value: CompactReadable>(_ key: StaticString, in open: inout Open) throws -> Value? {
        guard try find(key, in: &open), try !readNil() else { return nil }
        return try Value(from: &self)
    }

    /// Ends `open`: steps over what is left of it and checks that its body ends where its length said.
    mutating func end(_ open: Open) throws {
        var open = open
        while open.remaining > 0 {
            if open.keyed { position += try length() }
            try skipValue()
            open.remaining -= 1
        }
        guard position == open.end else { throw failure("a container's length does not match its values") }
    }

    private mutating func skipValue() throws {
        guard let tag = CompactCoding.Tag(rawValue: try byte()) else { throw failure("unknown tag") }
        switch tag {
        case .null, .falseValue, .trueValue: break
        case .integer, .unsigned: _ = try varint()
        case .double:
            guard bytes.count - position >= 8 else { throw failure("unexpected end") }
            position += 8
        case .string, .list, .keyed: position += try length()
        }
    }

    // MARK: Scalars

    mutating func readString() throws -> String {
        try expect(.string, "a string")
        let count = try length()
        defer { position += count }
        return String(decoding: bytes[position..<position + count], as: UTF8.self)
    }

    /// An integer written signed or unsigned, as the decoder reads it.
    mutating func readInt() throws -> Int {
        let tag = try byte()
        let raw = try varint()
        switch tag {
        case CompactCoding.Tag.integer.rawValue:
            return Int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
        case CompactCoding.Tag.unsigned.rawValue:
            guard raw <= UInt64(Int.max) else { throw failure("integer out of range") }
            return Int(raw)
        default: throw failure("expected an integer")
        }
    }

    mutating func readDouble() throws -> Double {
        try expect(.double, "a double")
        guard bytes.count - position >= 8 else { throw failure("unexpected end") }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
        position += 8
        return Double(bitPattern: bits)
    }

    mutating func readBool() throws -> Bool {
        switch try byte() {
        case CompactCoding.Tag.trueValue.rawValue: return true
        case CompactCoding.Tag.falseValue.rawValue: return false
        default: throw failure("expected a Boolean")
        }
    }
}

// MARK: - The standard types

extension String: CompactCodable {
    func write(to out: inout CompactWriter) { out.write(self) }
    init(from reader: inout CompactReader) throws { self = try reader.readString() }
}

extension Int: CompactCodable {
    func write(to out: inout CompactWriter) { out.write(self) }
    init(from reader: inout CompactReader) throws { self = try reader.readInt() }
}

extension Double: CompactCodable {
    func write(to out: inout CompactWriter) { out.write(self) }
    init(from reader: inout CompactReader) throws { self = try reader.readDouble() }
}

extension Bool: CompactCodable {
    func write(to out: inout CompactWriter) { out.write(self) }
    init(from reader: inout CompactReader) throws { self = try reader.readBool() }
}

extension Array: CompactWritable where Element: CompactWritable {
    func write(to out: inout CompactWriter) {
        var list = out.beginList()
        for element in self { out.element(element, in: &list) }
        out.end(list)
    }
}

extension Array: CompactReadable where Element: CompactReadable {
    init(from reader: inout CompactReader) throws {
        var list = try reader.beginList()
        self = []
        reserveCapacity(list.remaining)
        while reader.nextElement(in: &list) { append(try Element(from: &reader)) }
        try reader.end(list)
    }
}

/// A `String` raw value, as the synthesized conformance of a raw-value enum writes it.
extension CompactWritable where Self: RawRepresentable, RawValue == String {
    func write(to out: inout CompactWriter) { out.write(rawValue) }
}

extension CompactReadable where Self: RawRepresentable, RawValue == String {
    init(from reader: inout CompactReader) throws {
        let raw = try reader.readString()
        guard let value = Self(rawValue: raw) else { throw reader.failure("no \(Self.self) named \(raw)") }
        self = value
    }
}
