import DocumentModel

/// libFuzzer entry point: the bytes as a page in the plain-text format (see PageInvariants).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    PageInvariants.check(bytes, format: .plainText, path: "fuzz/page.txt")
    return 0
}
