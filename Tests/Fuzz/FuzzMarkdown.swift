import DocumentModel

/// libFuzzer entry point: the bytes as a page in the Markdown format (see PageInvariants).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    PageInvariants.check(bytes, format: .markdown, path: "fuzz/page.md")
    return 0
}
