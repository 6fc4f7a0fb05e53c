import DocumentModel
import Foundation
import XCTest

final class SHA256Tests: XCTestCase {
    /// FIPS 180-4 test vectors, including one that spans two blocks and one of exactly 64 bytes.
    func testKnownVectors() {
        XCTAssertEqual(SHA256.hex(of: []), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex(of: [UInt8](repeating: 0x61, count: 64)),
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        XCTAssertEqual(
            SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    // MARK: - Padding at block boundaries

    /// Lengths around where the padding needs one tail block or two: 55 bytes leave room for the
    /// 0x80 and the length, 56 do not; 64 has no partial block at all. Digests from `sha256sum`.
    func testLengthsAroundBlockBoundaries() {
        let expected: [Int: String] = [
            55: "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b",
            56: "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27",
            63: "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055",
            64: "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241",
            65: "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e",
            119: "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e",
            120: "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5",
            127: "a8d23e75d936f303d248888d9b165ee543f4cbafcad3c9dd2a79bd84faa11d07",
            128: "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6",
            129: "307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4"
        ]
        for (length, digest) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(SHA256.hex(of: Self.pattern(length)), digest, "\(length) bytes")
        }
    }

    /// A 3 MB input (many blocks, then a 17-byte tail), as large as a big page. Digest from `sha256sum`.
    func testMultiMegabyteInput() {
        let bytes = (0..<(3 * 1024 * 1024 + 17)).map { UInt8(truncatingIfNeeded: ($0 &* 2654435761) >> 13) }
        XCTAssertEqual(SHA256.hex(of: bytes), "0ee7f7e0f66f14b38886a4a318c7073a85256a220d29339606f53f94849afbb6")
    }

    /// Blocks are read in place, so a buffer that starts at an odd address must hash like any other.
    func testUnalignedBuffer() {
        let bytes = [UInt8(0)] + Self.pattern(129)
        let digest = bytes.withUnsafeBytes { SHA256.hex(of: UnsafeRawBufferPointer(rebasing: $0[1...])) }
        XCTAssertEqual(digest, "307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4")
    }

    /// Every length from 0 to 200 against the system's `sha256sum`, when it is installed.
    func testAgreesWithSystemTool() throws {
        let tool = "/usr/bin/sha256sum"
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("no \(tool) here") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var ours: [String] = []
        var paths: [String] = []
        for length in 0...200 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: ($0 &* 131) ^ length) }
            let path = folder.appendingPathComponent("\(length)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            ours.append(SHA256.hex(of: bytes))
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let theirs = String(decoding: output, as: UTF8.self).split(separator: "\n").map { String($0.prefix(64)) }
        XCTAssertEqual(theirs.count, ours.count)
        for (length, (mine, system)) in zip(ours, theirs).enumerated() { XCTAssertEqual(mine, system, "\(length) bytes") }
    }

    /// Byte i is 7i + 3: the input the `sha256sum` digests above were made from.
    static func pattern(_ length: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    }
}
