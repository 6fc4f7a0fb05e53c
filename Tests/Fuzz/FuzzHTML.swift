import DocumentModel

/// libFuzzer entry point: the bytes as a page in the HTML format (see PageInvariants).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    PageInvariants.check(bytes, format: .html, path: "fuzz/page.html")
    return 0
}
