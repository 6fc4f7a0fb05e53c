@testable import DoctoolCLI
import Foundation
import XCTest

final class CommandContextTests: XCTestCase {
    /// A write that fails (here a full disk) is reported once with its errno, not a crash; later writes are dropped.
    func testAFailedWriteIsReportedOnceNotFatal() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try XCTSkipIf(descriptor < 0, "no /dev/full here")
        defer { close(descriptor) }
        var failures: [Int32] = []
        let output = DescriptorOutput(descriptor: descriptor) { failures.append($0) }
        output.write("first line\n")
        output.write("second line\n")
        XCTAssertEqual(failures, [ENOSPC])
    }

    /// Everything written reaches the descriptor, in order, including text larger than a pipe's buffer.
    func testEverythingWrittenArrives() async throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        var failures: [Int32] = []
        let output = DescriptorOutput(descriptor: ends[1]) { failures.append($0) }
        let text = String(repeating: "строка 中文 line\n", count: 20_000)
        let collected = Task.detached { reader.readDataToEndOfFile() }
        output.write(text)
        close(ends[1])
        let received = await collected.value
        XCTAssertEqual(String(decoding: received, as: UTF8.self), text)
        XCTAssertEqual(failures, [])
    }
}
