/// How offsets in the UTF-8 text libxml2 reads map back to the bytes of the file.
enum HTMLTextOrigin {
    /// The file is UTF-8: its bytes are the text.
    case file
    /// The file was decoded from a single-byte charset (windows-1251, KOI8-R, ISO 8859-x…): each of its
    /// bytes became one character, so a file offset is the number of characters before it.
    case oneCharacterPerByte
    /// Decoded from any other charset: a block's range is the file's whole lines.
    case wholeLines(LineIndex)
}
