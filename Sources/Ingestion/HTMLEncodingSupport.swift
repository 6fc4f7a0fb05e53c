import CLibXML2

/// Whether libxml2 (through iconv or its own tables) can decode a named character set.
enum HTMLEncodingSupport {
    static func isSupported(_ name: String) -> Bool {
        guard let handler = xmlFindCharEncodingHandler(name) else { return false }
        xmlCharEncCloseFunc(handler)
        return true
    }
}
