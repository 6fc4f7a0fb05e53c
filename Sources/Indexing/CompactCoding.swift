import Foundation

/// A compact binary encoding of `Codable` values, for the page cache: Foundation's JSON coders spent more
/// time on a cached page than analysing it again did (about 3.7 ms to decode the 32 KB of JSON of an
/// 8 KB page, 18 MB/s), and the cache is only worth keeping if reading it is much cheaper than analysis.
///
/// Every value is a tag byte and its payload: nil, false, true; an integer (zig-zag varint); an unsigned
/// integer (varint); a double (its 8 bytes, little-endian); a string (varint byte count, UTF-8); a list or
/// a keyed container (varint byte length of its body, so a reader skips it at once, varint count, then
/// its elements, or its key/value pairs with the key as a varint-counted UTF-8 string). Keys are written
/// sorted by their UTF-8 bytes, so equal values have equal bytes whatever order a type encodes its keys
/// in (a `Dictionary` too). Not a format for others to read: it carries no version, the cache key does.
enum CompactCoding {
    /// A value that writes its own bytes (`CompactWritable`) does; any other goes through `Encodable`.
    static func encode<T: Encodable>(_ value: T) throws -> Data { Data(try encodedBytes(value)) }

    /// The bytes of `value`'s `Encodable` conformance: the definition `CompactWritable` conformances are tested on.
    static func encodeThroughEncodable<T: Encodable>(_ value: T) throws -> Data {
        Data(try tree(of: value).bytes())
    }

    /// `encode`'s bytes, not copied into a `Data` (a large page's entry is over a hundred megabytes).
    /// `expectedCount`: about how many bytes they are, reserved up front (see `CompactWriter.init`).
    static func encodedBytes<T: Encodable>(_ value: T, expectedCount: Int = 0) throws -> [UInt8] {
        if let writable = value as? any CompactWritable { return bytes(of: writable, expectedCount: expectedCount) }
        return try tree(of: value).bytes()
    }

    private static func bytes(of value: some CompactWritable, expectedCount: Int) -> [UInt8] {
        var out = CompactWriter(reservingCapacity: expectedCount)
        value.write(to: &out)
        return out.bytes
    }

    /// `value` encoded into a tree, its finished values already collapsed into bytes (all but the root's).
    private static func tree<T: Encodable>(of value: T) throws -> CompactTree {
        let tree = CompactTree()
        try CompactEncoder.encode(value, into: CompactNode(tree: tree, index: tree.root), collapsing: false)
        return tree
    }

    /// A type that reads itself (`CompactReadable`) does, and must have read every byte; any other goes through
    /// `Decodable`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        guard let readable = type as? any CompactReadable.Type else { return try decodeThroughDecodable(type, from: data) }
        var reader = CompactReader(bytes: [UInt8](data))
        let value = try readable.init(from: &reader)
        guard reader.position == reader.bytes.count else { throw reader.failure("bytes after the value") }
        return value as! T
    }

    /// `type` read through its `Decodable` conformance.
    static func decodeThroughDecodable<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let bytes = [UInt8](data)
        let decoder = CompactDecoder(bytes: bytes)
        let value = try T(from: decoder)
        return value
    }

    enum Tag: UInt8 {
        case null = 0, falseValue, trueValue, integer, unsigned, double, string, list, keyed
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}

// MARK: - Encoding

/// What an encoder builds before writing it out (containers may be filled in any order, and a keyed
/// container's keys are written sorted). The nodes live in flat arrays, their scalars and keys in two shared
/// byte buffers: a class instance and three arrays per node made the tree of a 10 MB page's analysis
/// several hundred MB, and its allocation and release a large part of storing it.
final class CompactTree {
    enum Kind: UInt8 { case scalar, list, keyed }

    /// 48 bytes: links and counts fit 32 bits (a tree of 2^31 nodes would not fit in memory first).
    struct Node {
        /// The scalar's bytes in `scalars` (tag and payload); none means nil.
        var scalarStart = 0
        /// This node's key in `keys`, when its parent is keyed (keys are stored once each).
        var keyStart = 0
        var scalarCount: Int32 = 0, keyCount: Int32 = 0
        /// Children in the order they were added: the first, the last, and each one's next.
        var firstChild: Int32 = -1, lastChild: Int32 = -1, nextSibling: Int32 = -1
        var childCount: Int32 = 0
        var kind = Kind.scalar
    }

    private(set) var nodes: [Node] = [Node()]
    private var scalars: [UInt8] = []
    private var keys: [UInt8] = []
    private var keyPlaces: [String: (start: Int, count: Int32)] = [:]
    let root = 0

    func setScalar(_ node: Int, _ bytes: [UInt8]) { setScalar(node) { $0 += bytes } }

    /// `setScalar` with the bytes `write` appends to the shared buffer in place: most values of a page's analysis
    /// are short strings and small integers, and an array made for each was a fifth of storing the entry.
    func setScalar(_ node: Int, writing write: (inout [UInt8]) -> Void) {
        let start = scalars.count
        write(&scalars)
        nodes[node].kind = .scalar
        nodes[node].scalarStart = start
        nodes[node].scalarCount = Int32(scalars.count - start)
    }

    func becomeContainer(_ node: Int, _ kind: Kind) {
        guard nodes[node].kind != kind else { return }
        nodes[node].kind = kind
        nodes[node].firstChild = -1
        nodes[node].lastChild = -1
        nodes[node].childCount = 0
    }

    /// A new child of `parent` (under `key` when the parent is keyed), last of its children.
    func appendChild(of parent: Int, key: String? = nil) -> Int {
        var child = Node()
        if let key {
            if let place = keyPlaces[key] {
                (child.keyStart, child.keyCount) = place
            } else {
                child.keyStart = keys.count
                keys += key.utf8
                child.keyCount = Int32(keys.count - child.keyStart)
                keyPlaces[key] = (child.keyStart, child.keyCount)
            }
        }
        let index = nodes.count
        nodes.append(child)
        let last = Int(nodes[parent].lastChild)
        if last >= 0 {
            nodes[last].nextSibling = Int32(index)
        } else {
            nodes[parent].firstChild = Int32(index)
        }
        nodes[parent].lastChild = Int32(index)
        nodes[parent].childCount += 1
        return index
    }

    func childCount(of node: Int) -> Int { Int(nodes[node].childCount) }

    // MARK: Writing

    /// The encoding of the whole tree, written in one pass into a buffer of its final size.
    func bytes() -> [UInt8] { bytes(of: root) }

    /// The encoding of `node`'s subtree (every node after it is in it, see `collapse`).
    private func bytes(of node: Int) -> [UInt8] {
        var bodies = [Int](repeating: 0, count: nodes.count - node)
        let total = measure(node, base: node, bodies: &bodies)
        var out: [UInt8] = []
        out.reserveCapacity(total)
        try! write(node, base: node, bodies: bodies, to: &out)  // appending to an array does not throw
        return out
    }

    /// The number of nodes `collapse` leaves as they are: a value smaller than this waits for its parent.
    static let collapseThreshold = 32

    /// Once `node`'s value is encoded whole, replaces its subtree by the subtree's bytes, so the tree holds
    /// only the values still being encoded (and their finished children as bytes), not the whole value: the tree
    /// of a 10 MB page's analysis was its run's peak. Every node and scalar added since `node` (at `scalarMark`)
    /// belongs to its subtree, because a value's `encode(to:)` writes into its own containers only. Small
    /// subtrees are left to their parent, so a byte is copied a few times, not once per level.
    func collapse(_ node: Int, scalarMark: Int) {
        guard nodes[node].kind != .scalar, nodes.count - node > Self.collapseThreshold else { return }
        let encoded = bytes(of: node)
        nodes.removeLast(nodes.count - node - 1)
        scalars.removeLast(scalars.count - scalarMark)
        setScalar(node, encoded)
    }

    var scalarCount: Int { scalars.count }

    private func children(of node: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(Int(nodes[node].childCount))
        var child = Int(nodes[node].firstChild)
        while child >= 0 {
            result.append(child)
            child = Int(nodes[child].nextSibling)
        }
        return result
    }

    /// A keyed node's children in the order they are written: by their keys' UTF-8 bytes.
    private func sortedChildren(of node: Int) -> [Int] {
        children(of: node).sorted { lhs, rhs in
            let left = nodes[lhs], right = nodes[rhs]
            return keys[left.keyStart..<left.keyStart + Int(left.keyCount)].lexicographicallyPrecedes(
                keys[right.keyStart..<right.keyStart + Int(right.keyCount)])
        }
    }

    /// The node's encoded size; a container's body size goes into `bodies`.
    private func measure(_ node: Int, base: Int, bodies: inout [Int]) -> Int {
        let current = nodes[node]
        let size: Int
        switch current.kind {
        case .scalar:
            size = max(1, Int(current.scalarCount))
        case .list, .keyed:
            var body = Self.varintSize(UInt64(current.childCount))
            var child = Int(current.firstChild)
            while child >= 0 {
                body += measure(child, base: base, bodies: &bodies)
                if current.kind == .keyed {
                    body += Self.varintSize(UInt64(nodes[child].keyCount)) + Int(nodes[child].keyCount)
                }
                child = Int(nodes[child].nextSibling)
            }
            bodies[node - base] = body
            size = 1 + Self.varintSize(UInt64(body)) + body
        }
        return size
    }

    private func write<Sink: CompactSink>(_ node: Int, base: Int, bodies: [Int], to out: inout Sink) throws {
        let current = nodes[node]
        switch current.kind {
        case .scalar:
            if current.scalarCount == 0 {
                try out.append(CompactCoding.Tag.null.rawValue)
            } else {
                try out.append(scalars[current.scalarStart..<current.scalarStart + Int(current.scalarCount)])
            }
        case .list:
            try out.append(CompactCoding.Tag.list.rawValue)
            try out.varint(UInt64(bodies[node - base]))
            try out.varint(UInt64(current.childCount))
            for child in children(of: node) { try write(child, base: base, bodies: bodies, to: &out) }
        case .keyed:
            try out.append(CompactCoding.Tag.keyed.rawValue)
            try out.varint(UInt64(bodies[node - base]))
            try out.varint(UInt64(current.childCount))
            for child in sortedChildren(of: node) {
                let key = nodes[child]
                try out.varint(UInt64(key.keyCount))
                try out.append(keys[key.keyStart..<key.keyStart + Int(key.keyCount)])
                try write(child, base: base, bodies: bodies, to: &out)
            }
        }
    }

    // MARK: Scalars

    static func varintSize(_ value: UInt64) -> Int {
        var value = value, size = 1
        while value >= 0x80 {
            value >>= 7
            size += 1
        }
        return size
    }

    /// The varint rule, once: seven bits a byte, low bits first, the high bit set on every byte but the last.
    static func varint(_ value: UInt64, _ emit: (UInt8) throws -> Void) rethrows {
        var value = value
        while value >= 0x80 {
            try emit(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        try emit(UInt8(value))
    }

    static func varint(_ value: UInt64, into bytes: inout [UInt8]) { varint(value) { bytes.append($0) } }

    // The scalar rules, once each: the encoder writes them in place into the tree's buffer.

    static func appendScalar(_ tag: CompactCoding.Tag, varint value: UInt64, to bytes: inout [UInt8]) {
        bytes.append(tag.rawValue)
        varint(value, into: &bytes)
    }

    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        appendScalar(.integer, varint: UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
    }

    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        appendScalar(.string, varint: UInt64(value.utf8.count), to: &bytes)
        bytes += value.utf8
    }

    static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        bytes.append(CompactCoding.Tag.double.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
    }
}

/// Where `CompactTree` writes: a byte array (the one sink since the cache keeps its entries in packs).
protocol CompactSink {
    mutating func append(_ byte: UInt8) throws
    mutating func append(_ bytes: ArraySlice<UInt8>) throws
}

extension CompactSink {
    mutating func varint(_ value: UInt64) throws { try CompactTree.varint(value) { try append($0) } }
}

extension [UInt8]: CompactSink {
    mutating func append(_ bytes: ArraySlice<UInt8>) { self += bytes }
}

/// One node of a `CompactTree`: what an encoder or container writes into.
struct CompactNode {
    let tree: CompactTree
    let index: Int

    func setScalar(_ bytes: [UInt8]) { tree.setScalar(index, bytes) }
    func setScalar(writing write: (inout [UInt8]) -> Void) { tree.setScalar(index, writing: write) }
    func becomeContainer(_ kind: CompactTree.Kind) { tree.becomeContainer(index, kind) }
    func appendChild(key: String? = nil) -> CompactNode { CompactNode(tree: tree, index: tree.appendChild(of: index, key: key)) }
    var childCount: Int { tree.childCount(of: index) }
}

final class CompactEncoder: Encoder {
    let node: CompactNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(node: CompactNode) { self.node = node }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeContainer(.keyed)
        return KeyedEncodingContainer(CompactKeyedEncoding<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeContainer(.list)
        return CompactUnkeyedEncoding(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { CompactSingleEncoding(node: node) }

    /// Encodes `value` into `node`: scalars directly, anything else through its own `encode(to:)`.
    /// `collapsing`: whether a large subtree becomes its bytes when done (`CompactTree.collapse`); not for the
    /// root, whose bytes are written once, from the tree, in the end.
    ///
    /// The scalar types are told by their metatype, not by a dynamic cast: a failed cast for each of them on every
    /// struct cost more than the comparisons; their bytes go straight into the tree's buffer.
    static func encode<T: Encodable>(_ value: T, into node: CompactNode, collapsing: Bool = true) throws {
        let type = T.self
        if type == String.self {
            node.setScalar { CompactTree.appendString(value as! String, to: &$0) }
        } else if type == Int.self {
            node.setScalar { CompactTree.appendInteger(Int64(value as! Int), to: &$0) }
        } else if type == Bool.self {
            let tag = value as! Bool ? CompactCoding.Tag.trueValue : CompactCoding.Tag.falseValue
            node.setScalar { $0.append(tag.rawValue) }
        } else if type == Double.self {
            node.setScalar { CompactTree.appendDouble(value as! Double, to: &$0) }
        } else {
            let scalarMark = node.tree.scalarCount
            try value.encode(to: CompactEncoder(node: node))
            if collapsing { node.tree.collapse(node.index, scalarMark: scalarMark) }
        }
    }
}

struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CompactNode
    var codingPath: [any CodingKey] = []

    private func append(_ key: Key) -> CompactNode { node.appendChild(key: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { _ = append(key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try CompactEncoder.encode(value, into: append(key)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = append(key)
        child.becomeContainer(.keyed)
        return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: child))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = append(key)
        child.becomeContainer(.list)
        return CompactUnkeyedEncoding(node: child)
    }

    mutating func superEncoder() -> any Encoder { CompactEncoder(node: node.appendChild(key: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CompactEncoder(node: append(key)) }
}

struct CompactUnkeyedEncoding: UnkeyedEncodingContainer {
    let node: CompactNode
    var codingPath: [any CodingKey] = []
    var count: Int { node.childCount }

    private func append() -> CompactNode { node.appendChild() }

    mutating func encodeNil() throws { _ = append() }
    mutating func encode<T: Encodable>(_ value: T) throws { try CompactEncoder.encode(value, into: append()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = append()
        child.becomeContainer(.keyed)
        return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: child))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = append()
        child.becomeContainer(.list)
        return CompactUnkeyedEncoding(node: child)
    }

    mutating func superEncoder() -> any Encoder { CompactEncoder(node: append()) }
}

struct CompactSingleEncoding: SingleValueEncodingContainer {
    let node: CompactNode
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() throws { node.setScalar([CompactCoding.Tag.null.rawValue]) }
    mutating func encode<T: Encodable>(_ value: T) throws { try CompactEncoder.encode(value, into: node) }
    mutating func encode(_ value: Bool) throws { try CompactEncoder.encode(value, into: node) }
    mutating func encode(_ value: String) throws { node.setScalar { CompactTree.appendString(value, to: &$0) } }
    mutating func encode(_ value: Double) throws { node.setScalar { CompactTree.appendDouble(value, to: &$0) } }
    mutating func encode(_ value: Float) throws { node.setScalar { CompactTree.appendDouble(Double(value), to: &$0) } }
    mutating func encode(_ value: Int) throws { node.setScalar { CompactTree.appendInteger(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int8) throws { node.setScalar { CompactTree.appendInteger(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int16) throws { node.setScalar { CompactTree.appendInteger(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int32) throws { node.setScalar { CompactTree.appendInteger(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int64) throws { node.setScalar { CompactTree.appendInteger(value, to: &$0) } }
    mutating func encode(_ value: UInt) throws {
        node.setScalar { CompactTree.appendScalar(.unsigned, varint: UInt64(value), to: &$0) }
    }
    mutating func encode(_ value: UInt8) throws {
        node.setScalar { CompactTree.appendScalar(.unsigned, varint: UInt64(value), to: &$0) }
    }
    mutating func encode(_ value: UInt16) throws {
        node.setScalar { CompactTree.appendScalar(.unsigned, varint: UInt64(value), to: &$0) }
    }
    mutating func encode(_ value: UInt32) throws {
        node.setScalar { CompactTree.appendScalar(.unsigned, varint: UInt64(value), to: &$0) }
    }
    mutating func encode(_ value: UInt64) throws {
        node.setScalar { CompactTree.appendScalar(.unsigned, varint: value, to: &$0) }
    }
}

// MARK: - Decoding

/// Reads values in place: a decoder is a position in the bytes; a keyed container lists where its values
/// start (a list's or keyed container's byte length lets the reader step over it without reading it).
final class CompactDecoder: Decoder {
    let bytes: [UInt8]
    var position: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    func failure(_ what: String) -> CompactCoding.Failure {
        CompactCoding.Failure(description: "cache entry: \(what) at byte \(position)")
    }

    func byte(at offset: Int) throws -> UInt8 {
        guard offset < bytes.count else { throw failure("unexpected end") }
        return bytes[offset]
    }

    /// Reads a varint at `offset`, returning it and the offset after it.
    func varint(at offset: Int) throws -> (UInt64, Int) {
        var result: UInt64 = 0, shift: UInt64 = 0, offset = offset
        while true {
            let next = try byte(at: offset)
            offset += 1
            guard shift < 64 else { throw failure("varint too long") }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return (result, offset) }
            shift += 7
        }
    }

    /// The offset just past the value at `offset`.
    func end(ofValueAt offset: Int) throws -> Int {
        guard let tag = CompactCoding.Tag(rawValue: try byte(at: offset)) else { throw failure("unknown tag") }
        switch tag {
        case .null, .falseValue, .trueValue: return offset + 1
        case .integer, .unsigned: return try varint(at: offset + 1).1
        case .double: return offset + 9
        case .string, .list, .keyed:
            let (length, start) = try varint(at: offset + 1)
            guard length <= UInt64(bytes.count - start) else { throw failure("length past the end") }
            return start + Int(length)
        }
    }

    func tag(at offset: Int) throws -> CompactCoding.Tag {
        guard let tag = CompactCoding.Tag(rawValue: try byte(at: offset)) else { throw failure("unknown tag") }
        return tag
    }

    /// Decodes a `T` from the value at `offset` (the scalar types told by their metatype, as the encoder does).
    func decode<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T {
        if type == String.self { return try string(at: offset) as! T }
        if type == Int.self { return try Int(integer(at: offset)) as! T }
        if type == Bool.self { return try bool(at: offset) as! T }
        if type == Double.self { return try double(at: offset) as! T }
        let saved = position
        position = offset
        defer { position = saved }
        return try T(from: self)
    }

    func string(at offset: Int) throws -> String {
        guard try tag(at: offset) == .string else { throw failure("expected a string") }
        let (length, start) = try varint(at: offset + 1)
        guard length <= UInt64(bytes.count - start) else { throw failure("string past the end") }
        return String(decoding: bytes[start..<start + Int(length)], as: UTF8.self)
    }

    func integer(at offset: Int) throws -> Int64 {
        switch try tag(at: offset) {
        case .integer:
            let raw = try varint(at: offset + 1).0
            return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        case .unsigned:
            let raw = try varint(at: offset + 1).0
            guard raw <= UInt64(Int64.max) else { throw failure("integer out of range") }
            return Int64(raw)
        default: throw failure("expected an integer")
        }
    }

    func unsigned(at offset: Int) throws -> UInt64 {
        switch try tag(at: offset) {
        case .unsigned: return try varint(at: offset + 1).0
        case .integer:
            let value = try integer(at: offset)
            guard value >= 0 else { throw failure("negative where unsigned expected") }
            return UInt64(value)
        default: throw failure("expected an integer")
        }
    }

    func bool(at offset: Int) throws -> Bool {
        switch try tag(at: offset) {
        case .trueValue: return true
        case .falseValue: return false
        default: throw failure("expected a Boolean")
        }
    }

    func double(at offset: Int) throws -> Double {
        guard try tag(at: offset) == .double, offset + 9 <= bytes.count else { throw failure("expected a double") }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + 1 + index]) << (8 * UInt64(index)) }
        return Double(bitPattern: bits)
    }

    /// The count and first element of the container at `offset`, which must have `tag`.
    func container(_ tag: CompactCoding.Tag, at offset: Int) throws -> (count: Int, first: Int) {
        guard try self.tag(at: offset) == tag else { throw failure("expected a \(tag == .list ? "list" : "keyed container")") }
        let (_, body) = try varint(at: offset + 1)
        let (count, first) = try varint(at: body)
        guard count <= UInt64(bytes.count) else { throw failure("count past the end") }
        return (Int(count), first)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try CompactKeyedDecoding<Key>(decoder: self, at: position))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try CompactUnkeyedDecoding(decoder: self, at: position) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleDecoding(decoder: self, offset: position)
    }
}

struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: CompactDecoder
    var codingPath: [any CodingKey] = []
    /// Each entry's key (start and length in the bytes) and where its value starts.
    private var entries: [(keyStart: Int, keyLength: Int, value: Int)] = []

    init(decoder: CompactDecoder, at offset: Int) throws {
        self.decoder = decoder
        let (count, first) = try decoder.container(.keyed, at: offset)
        var cursor = first
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let (length, keyStart) = try decoder.varint(at: cursor)
            guard length <= UInt64(decoder.bytes.count - keyStart) else { throw decoder.failure("key past the end") }
            let value = keyStart + Int(length)
            entries.append((keyStart, Int(length), value))
            cursor = try decoder.end(ofValueAt: value)
        }
    }

    var allKeys: [Key] {
        entries.compactMap {
            Key(stringValue: String(decoding: decoder.bytes[$0.keyStart..<$0.keyStart + $0.keyLength], as: UTF8.self))
        }
    }

    private func offset(_ key: Key) -> Int? { offset(named: key.stringValue) }

    private func offset(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted -> Int? in
            for entry in entries where entry.keyLength == wanted.count {
                var same = true
                for index in 0..<wanted.count where decoder.bytes[entry.keyStart + index] != wanted[index] {
                    same = false
                    break
                }
                if same { return entry.value }
            }
            return nil
        }
    }

    private func required(_ key: Key) throws -> Int {
        guard let offset = offset(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value"))
        }
        return offset
    }

    func contains(_ key: Key) -> Bool { offset(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let offset = offset(key) else { return true }
        return try decoder.tag(at: offset) == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decode(type, at: required(key)) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let offset = offset(key), try decoder.tag(at: offset) != .null else { return nil }
        return try decoder.decode(type, at: offset)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        KeyedDecodingContainer(try CompactKeyedDecoding<NestedKey>(decoder: decoder, at: required(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoding(decoder: decoder, at: required(key))
    }

    func superDecoder() throws -> any Decoder {
        guard let offset = offset(named: "super") else { throw decoder.failure("no super value") }
        return CompactDecoder(bytes: decoder.bytes, position: offset)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { CompactDecoder(bytes: decoder.bytes, position: try required(key)) }
}

struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
    let decoder: CompactDecoder
    var codingPath: [any CodingKey] = []
    var count: Int?
    var currentIndex = 0
    private var cursor: Int

    init(decoder: CompactDecoder, at offset: Int) throws {
        self.decoder = decoder
        let (count, first) = try decoder.container(.list, at: offset)
        self.count = count
        cursor = first
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func next() throws -> Int {
        guard !isAtEnd else { throw decoder.failure("read past the end of a list") }
        let offset = cursor
        cursor = try decoder.end(ofValueAt: offset)
        currentIndex += 1
        return offset
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try decoder.tag(at: cursor) == .null else { return false }
        _ = try next()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let offset = try next()
        return try decoder.decode(type, at: offset)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(try CompactKeyedDecoding<NestedKey>(decoder: decoder, at: try next()))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoding(decoder: decoder, at: try next())
    }

    mutating func superDecoder() throws -> any Decoder { CompactDecoder(bytes: decoder.bytes, position: try next()) }
}

struct CompactSingleDecoding: SingleValueDecodingContainer {
    let decoder: CompactDecoder
    let offset: Int
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { (try? decoder.tag(at: offset)) == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type, at: offset) }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: offset) }
    func decode(_ type: String.Type) throws -> String { try decoder.string(at: offset) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.double(at: offset) }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoder.double(at: offset)) }
    func decode(_ type: Int.Type) throws -> Int { Int(try decoder.integer(at: offset)) }
    func decode(_ type: Int8.Type) throws -> Int8 { try narrow(decoder.integer(at: offset)) }
    func decode(_ type: Int16.Type) throws -> Int16 { try narrow(decoder.integer(at: offset)) }
    func decode(_ type: Int32.Type) throws -> Int32 { try narrow(decoder.integer(at: offset)) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(at: offset) }
    func decode(_ type: UInt.Type) throws -> UInt { try narrow(decoder.unsigned(at: offset)) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try narrow(decoder.unsigned(at: offset)) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try narrow(decoder.unsigned(at: offset)) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try narrow(decoder.unsigned(at: offset)) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.unsigned(at: offset) }

    private func narrow<Wide: BinaryInteger, Narrow: FixedWidthInteger>(_ value: Wide) throws -> Narrow {
        guard let narrow = Narrow(exactly: value) else { throw decoder.failure("integer out of range") }
        return narrow
    }
}
