extension Optional {
    /// Whether there is no value, read from the enum's tag alone.
    ///
    /// `x == nil` and `x != nil` resolve to `Equatable`'s `==` whenever the wrapped type is `Equatable`, and
    /// for a struct holding strings (`CodeHint?`, `Block?`, `String?`) that copies both sides, retains and
    /// releases their storage and compares them field by field: measured at a few hundred instructions a
    /// check on the HTML builder's per-element path, where this is one comparison.
    @inline(__always)
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
