import Foundation

/// The one JSON encoding of index/: pretty, sorted keys, unescaped slashes, a final newline.
/// Byte-identical for equal values, so re-indexing an unchanged corpus changes no file.
public enum IndexJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
