/// A value that writes its own JSON, byte for byte what `PrettyJSONEncoder` gives for its `Encodable` conformance.
///
/// index/ holds some types by the hundred thousand: a block of every page's record, every sample, every section
/// group. Encoded through `Encodable`, each member of each went through an existential container, each nested value
/// made an encoder and a container object of its own, and each object sorted its keys when it was written: the JSON
/// was most of the write step (perf, 2026-12-05). A conformance here writes its members itself, in the keys'
/// `String` order, and leaves out a nil optional as the synthesized `encodeIfPresent` does. The `Encodable`
/// conformance stays the definition of the layout: `PrettyJSONWriterTests` compare the two on the shipped corpus's
/// index and on values with every optional empty.
protocol PrettyJSONWritable: Encodable {
    func write(to json: inout PrettyJSONWriter) throws
}

/// Writes JSON in `PrettyJSONEncoder`'s layout: two spaces an indent level, `"key" : value`, members and elements
/// joined by `,\n`, an empty object or array as its brackets around an empty line.
struct PrettyJSONWriter {
    /// What is written and not yet handed to `sink`: the whole value when there is no sink.
    private(set) var bytes: [UInt8] = []
    /// The level of the value being written: where its closing bracket is indented.
    private(set) var depth: Int
    /// Where the bytes go as they are written, a megabyte or more at a time, for a value too large to hold whole (a
    /// 30 MB page's topic is 45 MB of `alignment.json`: held and grown by doubling, 124 MB at once, the peak of
    /// indexing it). Nothing written is changed afterwards, so any prefix can go.
    private let sink: (([UInt8]) throws -> Void)?

    /// A writer for a value that sits `depth` levels deep (its first line is not indented); `sink`: see `sink`.
    init(depth: Int, sink: (([UInt8]) throws -> Void)? = nil) {
        self.depth = depth
        self.sink = sink
    }

    /// Hands what is written to the sink once it is a megabyte (called between an array's elements).
    mutating func drain() throws {
        guard let sink, bytes.count >= 1 << 20 else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands the rest to the sink, when there is one (the value is written).
    mutating func finish() throws {
        guard let sink, !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll()
    }

    /// An object or array begun and not yet ended.
    struct Open {
        fileprivate let close: UInt8
        fileprivate var count = 0
        #if DEBUG
            /// The last key written, to check that keys come in order.
            fileprivate var lastKey: String?
        #endif
    }

    mutating func beginObject() -> Open {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        return Open(close: UInt8(ascii: "}"))
    }

    mutating func beginArray() -> Open {
        bytes.append(UInt8(ascii: "["))
        depth += 1
        return Open(close: UInt8(ascii: "]"))
    }

    mutating func end(_ open: Open) {
        depth -= 1
        PrettyJSONEncoder.appendEnd(open.close, empty: open.count == 0, depth: depth, to: &bytes)
    }

    /// Begins the member `key` of the object `open`: its value is written next.
    mutating func key(_ key: StaticString, in open: inout Open) {
        #if DEBUG
            let name = key.description
            assert(open.lastKey.map { $0 < name } ?? true, "keys out of order: \(open.lastKey ?? "") before \(name)")
            open.lastKey = name
        #endif
        separate(&open)
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), 0x20, UInt8(ascii: ":"), 0x20])
    }

    /// Begins the next element of the array `open`.
    mutating func element(in open: inout Open) {
        separate(&open)
    }

    private mutating func separate(_ open: inout Open) {
        // `depth` is already the members' level; the encoder's helper takes the container's.
        PrettyJSONEncoder.appendMemberStart(position: open.count, depth: depth - 1, to: &bytes)
        open.count += 1
    }

    // MARK: - Members

    mutating func member<Value: PrettyJSONWritable>(_ key: StaticString, _ value: Value, in open: inout Open) throws {
        self.key(key, in: &open)
        try value.write(to: &self)
    }

    /// Nothing when `value` is nil, as `encodeIfPresent` writes.
    mutating func member<Value: PrettyJSONWritable>(_ key: StaticString, _ value: Value?, in open: inout Open) throws {
        guard let value else { return }
        try member(key, value, in: &open)
    }

    /// A member of a type with no conformance of its own, through its `Encodable` encoding.
    mutating func encodedMember<Value: Encodable>(_ key: StaticString, _ value: Value, in open: inout Open) throws {
        self.key(key, in: &open)
        try PrettyJSONEncoder.append(value, depth: depth, parent: nil, key: nil, to: &bytes)
    }

    // MARK: - Scalars

    mutating func string(_ value: String) {
        PrettyJSONEncoder.appendString(value, to: &bytes)
    }

    mutating func integer(_ value: Int) {
        PrettyJSONEncoder.appendInteger(value, to: &bytes)
    }

    mutating func boolean(_ value: Bool) {
        bytes.append(contentsOf: value ? PrettyJSONEncoder.trueBytes : PrettyJSONEncoder.falseBytes)
    }

    mutating func number(_ value: Double) throws {
        try PrettyJSONEncoder.appendFloat(value, path: { [] }, to: &bytes)
    }
}

// MARK: - The standard types

extension String: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) { json.string(self) }
}

extension Int: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) { json.integer(self) }
}

extension Bool: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) { json.boolean(self) }
}

extension Double: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws { try json.number(self) }
}

extension Array: PrettyJSONWritable where Element: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var open = json.beginArray()
        for element in self {
            json.element(in: &open)
            try element.write(to: &json)
            try json.drain()
        }
        json.end(open)
    }
}

/// An enum encoded as its raw value, as the synthesized conformance of a `String` enum is.
extension PrettyJSONWritable where Self: RawRepresentable, RawValue == String {
    func write(to json: inout PrettyJSONWriter) { json.string(rawValue) }
}
