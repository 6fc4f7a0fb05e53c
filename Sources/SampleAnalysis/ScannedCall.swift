/// A call found by a scanner, with its argument texts (for constants) and whether it is an Objective-C setter
/// message (`[x setDamping:0.3]`, which Swift writes as `x.damping = 0.3`).
struct ScannedCall {
    var call: SampleCall
    var arguments: [String]
    var isSetter: Bool = false
}

/// Identifiers a scanner saw: declared names, declared type names (in order), and used value names with first line.
struct ScannedNames {
    var declared: Set<String> = []
    var types: [String] = []
    var used: [String: Int] = [:]

    mutating func use(_ name: String, line: Int) {
        if used[name] == nil { used[name] = line }
    }

    mutating func declareType(_ name: String) {
        declared.insert(name)
        if !types.contains(name) { types.append(name) }
    }
}
