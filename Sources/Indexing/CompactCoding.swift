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
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = CompactEncoder()
        try value.encode(to: encoder)
        var bytes: [UInt8] = []
        encoder.root.node.write(to: &bytes)
        return Data(bytes)
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
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

/// What an encoder builds before writing it out (containers may be filled in any order). Children are
/// appended in place (a class, so a container appends to its node without copying its array).
final class CompactNode {
    enum Kind { case scalar, list, keyed }

    var kind = Kind.scalar
    var scalar: [UInt8] = [CompactCoding.Tag.null.rawValue]
    var children: [CompactNode] = []
    /// For a keyed node, the key of each child.
    var keys: [String] = []

    func setScalar(_ bytes: [UInt8]) {
        kind = .scalar
        scalar = bytes
    }

    func becomeContainer(_ kind: Kind) {
        guard self.kind != kind else { return }
        self.kind = kind
        children = []
        keys = []
    }

    func write(to bytes: inout [UInt8]) {
        switch kind {
        case .scalar:
            bytes += scalar
        case .list:
            var body: [UInt8] = []
            CompactNode.varint(UInt64(children.count), into: &body)
            for node in children { node.write(to: &body) }
            bytes.append(CompactCoding.Tag.list.rawValue)
            CompactNode.varint(UInt64(body.count), into: &bytes)
            bytes += body
        case .keyed:
            var body: [UInt8] = []
            CompactNode.varint(UInt64(children.count), into: &body)
            let order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
            for index in order {
                CompactNode.varint(UInt64(keys[index].utf8.count), into: &body)
                body += keys[index].utf8
                children[index].write(to: &body)
            }
            bytes.append(CompactCoding.Tag.keyed.rawValue)
            CompactNode.varint(UInt64(body.count), into: &bytes)
            bytes += body
        }
    }

    static func varint(_ value: UInt64, into bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    static func scalar(_ tag: CompactCoding.Tag, varint value: UInt64) -> [UInt8] {
        var bytes = [tag.rawValue]
        varint(value, into: &bytes)
        return bytes
    }

    static func integer(_ value: Int64) -> [UInt8] {
        scalar(.integer, varint: UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    static func string(_ value: String) -> [UInt8] {
        var bytes = scalar(.string, varint: UInt64(value.utf8.count))
        bytes += value.utf8
        return bytes
    }

    static func double(_ value: Double) -> [UInt8] {
        var bytes = [CompactCoding.Tag.double.rawValue]
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
        return bytes
    }
}

final class CompactEncoder: Encoder {
    let root: CompactNodeBox
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(node: CompactNode = CompactNode()) { root = CompactNodeBox(node) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        root.node.becomeContainer(.keyed)
        return KeyedEncodingContainer(CompactKeyedEncoding<Key>(node: root.node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        root.node.becomeContainer(.list)
        return CompactUnkeyedEncoding(node: root.node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { CompactSingleEncoding(node: root.node) }

    /// Encodes `value` into `node`: scalars directly, anything else through its own `encode(to:)`.
    static func encode<T: Encodable>(_ value: T, into node: CompactNode) throws {
        switch value {
        case let string as String: node.setScalar(CompactNode.string(string))
        case let int as Int: node.setScalar(CompactNode.integer(Int64(int)))
        case let bool as Bool:
            node.setScalar([bool ? CompactCoding.Tag.trueValue.rawValue : CompactCoding.Tag.falseValue.rawValue])
        case let double as Double: node.setScalar(CompactNode.double(double))
        default: try value.encode(to: CompactEncoder(node: node))
        }
    }
}

final class CompactNodeBox {
    let node: CompactNode
    init(_ node: CompactNode) { self.node = node }
}

struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CompactNode
    var codingPath: [any CodingKey] = []

    private func append(_ key: Key) -> CompactNode { append(named: key.stringValue) }

    private func append(named name: String) -> CompactNode {
        let child = CompactNode()
        node.keys.append(name)
        node.children.append(child)
        return child
    }

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

    mutating func superEncoder() -> any Encoder { CompactEncoder(node: append(named: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CompactEncoder(node: append(key)) }
}

struct CompactUnkeyedEncoding: UnkeyedEncodingContainer {
    let node: CompactNode
    var codingPath: [any CodingKey] = []
    var count: Int { node.children.count }

    private func append() -> CompactNode {
        let child = CompactNode()
        node.children.append(child)
        return child
    }

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
    mutating func encode(_ value: String) throws { node.setScalar(CompactNode.string(value)) }
    mutating func encode(_ value: Double) throws { node.setScalar(CompactNode.double(value)) }
    mutating func encode(_ value: Float) throws { node.setScalar(CompactNode.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.setScalar(CompactNode.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { node.setScalar(CompactNode.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { node.setScalar(CompactNode.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { node.setScalar(CompactNode.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { node.setScalar(CompactNode.integer(value)) }
    mutating func encode(_ value: UInt) throws { node.setScalar(CompactNode.scalar(.unsigned, varint: UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { node.setScalar(CompactNode.scalar(.unsigned, varint: UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { node.setScalar(CompactNode.scalar(.unsigned, varint: UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { node.setScalar(CompactNode.scalar(.unsigned, varint: UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { node.setScalar(CompactNode.scalar(.unsigned, varint: value)) }
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

    /// Decodes a `T` from the value at `offset`.
    func decode<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T {
        switch type {
        case is String.Type: return try string(at: offset) as! T
        case is Int.Type: return try Int(integer(at: offset)) as! T
        case is Bool.Type: return try bool(at: offset) as! T
        case is Double.Type: return try double(at: offset) as! T
        default:
            let saved = position
            position = offset
            defer { position = saved }
            return try T(from: self)
        }
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
