import Foundation

/// The bytes `JSONEncoder` gives with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and its default
/// strategies, written straight into byte buffers.
///
/// Foundation's encoder boxes every value of the document into a tree and then serializes the tree; on the
/// 3,499-page collection of `indexbench` that was about 13% of `doctool index`'s CPU (perf, 2026-12-04). Here each
/// member is written into its container's buffer as it is encoded, and a container only sorts its keys when it is
/// written into its parent.
///
/// What it must match (`PrettyJSONEncoderTests` compares with `JSONEncoder`): two spaces an indent level;
/// `"key" : value`; members and elements joined by `,\n`; an empty array or object is its bracket, an empty line and
/// the closing bracket at its own indent; keys in `String` order, the last of a repeated key winning; strings escape
/// `"`, `\` and the C0 controls (`\b \f \n \r \t`, the others `\u00xx`) and nothing else; a float is its
/// `description` without a final `.0`, and NaN or infinity is an error; a `Date` is its seconds since the reference
/// date, `Data` base64, a `URL` its absolute string, a `Decimal` its description; a value that encodes nothing is
/// an empty object.
enum PrettyJSONEncoder {
    /// `value` encoded as if it sat `depth` levels deep: lines after the first are indented by `2 × depth` spaces
    /// more, the first is not.
    static func encode<T: Encodable>(_ value: T, depth: Int = 0) throws -> [UInt8] {
        // A type that writes itself gives the same bytes (`PrettyJSONWritable`) without Codable's containers.
        if let writable = value as? any PrettyJSONWritable {
            var json = PrettyJSONWriter(depth: depth)
            try writable.write(to: &json)
            return json.bytes
        }
        return try encodeThroughEncodable(value, depth: depth)
    }

    /// `encode` through `value`'s `Encodable` conformance even where it writes itself: what the writers are tested against.
    static func encodeThroughEncodable<T: Encodable>(_ value: T, depth: Int = 0) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try append(value, depth: depth, parent: nil, key: nil, to: &bytes)
        return bytes
    }

    /// Appends `value`'s encoding at `depth` to `bytes`; `parent` and `key` say where it is, for coding paths.
    ///
    /// A value's own containers are written into `bytes` only once its encoding is over, so `bytes` may be the
    /// buffer of the container it is a member of.
    static func append<T: Encodable>(
        _ value: T, depth: Int, parent: Encoder?, key: (any CodingKey)?, to bytes: inout [UInt8]
    ) throws {
        if try appendScalar(value, path: { (parent?.codingPath ?? []) + (key.map { [$0] } ?? []) }, to: &bytes) { return }
        let encoder = Encoder(depth: depth, parent: parent, key: key)
        try value.encode(to: encoder)
        encoder.write(to: &bytes)
    }

    /// The types `JSONEncoder` writes as one token (or encodes in its own way) rather than through their `encode(to:)`.
    private static func appendScalar<T: Encodable>(
        _ value: T, path: () -> [any CodingKey], to bytes: inout [UInt8]
    ) throws -> Bool {
        // Metatypes compared first: a failed dynamic cast for each of these on every struct costs more.
        let type = T.self
        if type == String.self {
            appendString(value as! String, to: &bytes)
        } else if type == Int.self {
            appendInteger(value as! Int, to: &bytes)
        } else if type == Double.self {
            try appendFloat(value as! Double, path: path, to: &bytes)
        } else if type == Bool.self {
            bytes.append(contentsOf: value as! Bool ? trueBytes : falseBytes)
        } else if type == Date.self {
            try appendFloat((value as! Date).timeIntervalSinceReferenceDate, path: path, to: &bytes)
        } else if type == Data.self {
            appendString((value as! Data).base64EncodedString(), to: &bytes)
        } else if type == URL.self {
            appendString((value as! URL).absoluteString, to: &bytes)
        } else if type == Decimal.self {
            bytes.append(contentsOf: Array((value as! Decimal).description.utf8))
        } else {
            return false
        }
        return true
    }

    static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), nullBytes = Array("null".utf8)

    static func appendInteger<I: BinaryInteger>(_ number: I, to bytes: inout [UInt8]) {
        // Digits written in place: most integers here are small, and `String(number)` allocates for each.
        if number >= 0, number < 10 {
            bytes.append(0x30 + UInt8(number))
            return
        }
        guard let magnitude = UInt64(exactly: number.magnitude) else { return bytes.append(contentsOf: String(number).utf8) }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var count = 0, left = magnitude
        repeat {
            count += 1
            left /= 10
        } while left > 0
        bytes.append(contentsOf: repeatElement(0x30, count: count))
        var position = bytes.count - 1
        left = magnitude
        repeat {
            bytes[position] = 0x30 + UInt8(left % 10)
            left /= 10
            position -= 1
        } while left > 0
    }

    /// `path` is only asked for when the number cannot be written.
    static func appendFloat<F: BinaryFloatingPoint & CustomStringConvertible>(
        _ number: F, path: () -> [any CodingKey], to bytes: inout [UInt8]
    ) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(
                number, EncodingError.Context(codingPath: path(), debugDescription: "\(number) is not valid JSON"))
        }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Runs that need no escape are copied whole.
            var runStart = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                runStart = offset + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    static func appendIndent(_ depth: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Before the member or element at `position` of an object or array at `depth`: a comma from the second on,
    /// the line break and the member's indent. (`PrettyJSONWriter` writes the same layout through these two.)
    static func appendMemberStart(position: Int, depth: Int, to bytes: inout [UInt8]) {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(0x0A)
        appendIndent(depth + 1, to: &bytes)
    }

    /// An object's or array's closing bracket `close` on a line of its own at `depth`, after an empty line when the
    /// container has no members.
    static func appendEnd(_ close: UInt8, empty: Bool, depth: Int, to bytes: inout [UInt8]) {
        bytes.append(0x0A)
        if empty { bytes.append(0x0A) }
        appendIndent(depth, to: &bytes)
        bytes.append(close)
    }

    // MARK: - Containers

    /// One array, object or single value at `depth`: the encodings of its members, in the order they came, in one
    /// buffer, and where each one is.
    final class Container {
        enum Kind { case object, array, value }
        enum Slot {
            case bytes(Range<Int>)
            case container(Container)
            /// A `superEncoder()`: written as whatever was encoded into it.
            case encoder(Encoder)
        }
        let kind: Kind
        let depth: Int
        /// The encoder whose value this is, or whose value holds it (a nested container), and the keys from there.
        unowned let encoder: Encoder
        let nestedPath: [any CodingKey]
        var buffer: [UInt8] = []
        var keys: [String] = []
        var slots: [Slot] = []

        init(_ kind: Kind, depth: Int, encoder: Encoder, nestedPath: [any CodingKey] = []) {
            self.kind = kind
            self.depth = depth
            self.encoder = encoder
            self.nestedPath = nestedPath
        }

        var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }

        /// A container for the member `key`, one level deeper.
        func nested(_ kind: Kind, key: any CodingKey) -> Container {
            Container(kind, depth: depth + 1, encoder: encoder, nestedPath: nestedPath + [key])
        }

        /// An encoder for the member `key` (`superEncoder`), one level deeper.
        func nestedEncoder(key: any CodingKey) -> Encoder {
            guard nestedPath.isEmpty else {
                // Its path goes through nested containers: an encoder chain of its own for them.
                var parent = encoder
                for step in nestedPath { parent = Encoder(depth: depth, parent: parent, key: step) }
                return Encoder(depth: depth + 1, parent: parent, key: key)
            }
            return Encoder(depth: depth + 1, parent: encoder, key: key)
        }

        /// The bytes written since `start`, as the next member.
        func closeMember(startingAt start: Int, key: String?) {
            if let key { keys.append(key) }
            slots.append(.bytes(start..<buffer.count))
        }

        func add(_ slot: Slot, key: String?) {
            if let key { keys.append(key) }
            slots.append(slot)
        }

        func write(to bytes: inout [UInt8]) {
            if kind == .value {
                guard let slot = slots.last else {
                    bytes.append(UInt8(ascii: "{"))
                    return PrettyJSONEncoder.appendEnd(UInt8(ascii: "}"), empty: true, depth: depth, to: &bytes)
                }
                return write(slot, to: &bytes)
            }
            let (open, close) = kind == .object ? (UInt8(ascii: "{"), UInt8(ascii: "}")) : (UInt8(ascii: "["), UInt8(ascii: "]"))
            bytes.append(open)
            guard !slots.isEmpty else { return PrettyJSONEncoder.appendEnd(close, empty: true, depth: depth, to: &bytes) }
            var order = Array(slots.indices)
            if kind == .object {
                // Sorted by key; of a key given twice, the last one given.
                order.sort { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
                var unique: [Int] = []
                unique.reserveCapacity(order.count)
                for index in order {
                    if let last = unique.last, keys[last] == keys[index] {
                        unique[unique.count - 1] = index
                    } else {
                        unique.append(index)
                    }
                }
                order = unique
            }
            for (position, index) in order.enumerated() {
                PrettyJSONEncoder.appendMemberStart(position: position, depth: depth, to: &bytes)
                if kind == .object {
                    PrettyJSONEncoder.appendString(keys[index], to: &bytes)
                    bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                }
                write(slots[index], to: &bytes)
            }
            PrettyJSONEncoder.appendEnd(close, empty: false, depth: depth, to: &bytes)
        }

        private func write(_ slot: Slot, to bytes: inout [UInt8]) {
            switch slot {
            case .bytes(let range): bytes.append(contentsOf: buffer[range])
            case .container(let container): container.write(to: &bytes)
            case .encoder(let encoder): encoder.write(to: &bytes)
            }
        }
    }

    final class Encoder: Swift.Encoder {
        let depth: Int
        /// Where the value sits: the coding path is only made when asked for (an error, or a type that reads it).
        private let parent: Encoder?
        private let key: (any CodingKey)?
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        /// The container the value asked for; nil while it has encoded nothing or is a single value.
        private(set) var root: Container?
        /// What a single-value container wrote.
        var single: [UInt8] = []
        var hasSingle = false

        init(depth: Int, parent: Encoder?, key: (any CodingKey)?) {
            self.depth = depth
            self.parent = parent
            self.key = key
        }

        var codingPath: [any CodingKey] { (parent?.codingPath ?? []) + (key.map { [$0] } ?? []) }

        /// The root asked for as `kind`: a second request gets the same container, as `JSONEncoder`'s does.
        func root(_ kind: Container.Kind) -> Container {
            if let root, root.kind == kind { return root }
            let made = Container(kind, depth: depth, encoder: self)
            root = made
            hasSingle = false
            return made
        }

        func write(to bytes: inout [UInt8]) {
            if hasSingle {
                bytes.append(contentsOf: single)
            } else {
                (root ?? Container(.object, depth: depth, encoder: self)).write(to: &bytes)
            }
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(KeyedContainer<Key>(container: root(.object)))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedContainer(container: root(.array)) }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let container: Container
        var codingPath: [any CodingKey] { container.codingPath }

        private func scalar(_ key: Key, _ write: (inout [UInt8]) throws -> Void) rethrows {
            let start = container.buffer.count
            try write(&container.buffer)
            container.closeMember(startingAt: start, key: key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) throws {
            scalar(key) { $0.append(contentsOf: PrettyJSONEncoder.nullBytes) }
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            scalar(key) { $0.append(contentsOf: value ? PrettyJSONEncoder.trueBytes : PrettyJSONEncoder.falseBytes) }
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            scalar(key) { PrettyJSONEncoder.appendString(value, to: &$0) }
        }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            let container = self.container
            try scalar(key) { try PrettyJSONEncoder.appendFloat(value, path: { container.codingPath + [key] }, to: &$0) }
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            let container = self.container
            try scalar(key) { try PrettyJSONEncoder.appendFloat(value, path: { container.codingPath + [key] }, to: &$0) }
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }

        private func integer<I: BinaryInteger>(_ value: I, _ key: Key) {
            scalar(key) { PrettyJSONEncoder.appendInteger(value, to: &$0) }
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let container = self.container, depth = container.depth + 1
            try scalar(key) {
                try PrettyJSONEncoder.append(value, depth: depth, parent: container.encoder, key: key, to: &$0)
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let nested = container.nested(.object, key: key)
            container.add(.container(nested), key: key.stringValue)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(container: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = container.nested(.array, key: key)
            container.add(.container(nested), key: key.stringValue)
            return UnkeyedContainer(container: nested)
        }

        mutating func superEncoder() -> any Swift.Encoder { superEncoder(IndexKey("super")) }

        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder { superEncoder(key) }

        private func superEncoder(_ key: any CodingKey) -> any Swift.Encoder {
            let encoder = container.nestedEncoder(key: key)
            container.add(.encoder(encoder), key: key.stringValue)
            return encoder
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let container: Container
        var codingPath: [any CodingKey] { container.codingPath }
        var count: Int { container.slots.count }

        private func scalar(_ write: (inout [UInt8]) throws -> Void) rethrows {
            let start = container.buffer.count
            try write(&container.buffer)
            container.closeMember(startingAt: start, key: nil)
        }

        mutating func encodeNil() throws { scalar { $0.append(contentsOf: PrettyJSONEncoder.nullBytes) } }
        mutating func encode(_ value: Bool) throws {
            scalar { $0.append(contentsOf: value ? PrettyJSONEncoder.trueBytes : PrettyJSONEncoder.falseBytes) }
        }
        mutating func encode(_ value: String) throws { scalar { PrettyJSONEncoder.appendString(value, to: &$0) } }
        mutating func encode(_ value: Int) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let container = self.container, depth = container.depth + 1, key = IndexKey(count)
            try scalar { try PrettyJSONEncoder.append(value, depth: depth, parent: container.encoder, key: key, to: &$0) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>
        {
            let nested = container.nested(.object, key: IndexKey(count))
            container.add(.container(nested), key: nil)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(container: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = container.nested(.array, key: IndexKey(count))
            container.add(.container(nested), key: nil)
            return UnkeyedContainer(container: nested)
        }

        mutating func superEncoder() -> any Swift.Encoder {
            let encoder = container.nestedEncoder(key: IndexKey(count))
            container.add(.encoder(encoder), key: nil)
            return encoder
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: Encoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        /// A single value replaces whatever the encoder held, as in `JSONEncoder`.
        private func scalar(_ write: (inout [UInt8]) throws -> Void) rethrows {
            encoder.single.removeAll(keepingCapacity: true)
            try write(&encoder.single)
            encoder.hasSingle = true
        }

        mutating func encodeNil() throws { scalar { $0.append(contentsOf: PrettyJSONEncoder.nullBytes) } }
        mutating func encode(_ value: Bool) throws {
            scalar { $0.append(contentsOf: value ? PrettyJSONEncoder.trueBytes : PrettyJSONEncoder.falseBytes) }
        }
        mutating func encode(_ value: String) throws { scalar { PrettyJSONEncoder.appendString(value, to: &$0) } }
        mutating func encode(_ value: Double) throws {
            let encoder = self.encoder
            try scalar { try PrettyJSONEncoder.appendFloat(value, path: { encoder.codingPath }, to: &$0) }
        }
        mutating func encode(_ value: Float) throws {
            let encoder = self.encoder
            try scalar { try PrettyJSONEncoder.appendFloat(value, path: { encoder.codingPath }, to: &$0) }
        }
        mutating func encode(_ value: Int) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: Int8) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: Int16) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: Int32) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: Int64) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: UInt) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: UInt8) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: UInt16) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: UInt32) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }
        mutating func encode(_ value: UInt64) throws { scalar { PrettyJSONEncoder.appendInteger(value, to: &$0) } }

        mutating func encode<T: Encodable>(_ value: T) throws {
            // Encoded apart first: the value's own encoding may use this encoder's single value too.
            var bytes: [UInt8] = []
            try PrettyJSONEncoder.append(value, depth: encoder.depth, parent: encoder, key: nil, to: &bytes)
            scalar { $0.append(contentsOf: bytes) }
        }
    }

    /// A coding key for an array index or a `super` member, in coding paths; an index's name is made when asked for.
    struct IndexKey: CodingKey {
        private let name: String?
        let intValue: Int?
        var stringValue: String { name ?? "Index \(intValue ?? 0)" }
        init(_ name: String) { (self.name, intValue) = (name, nil) }
        init(_ index: Int) { (name, intValue) = (nil, index) }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(intValue) }
    }
}
