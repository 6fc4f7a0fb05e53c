/// The language whose lexical rules a text is read with.
///
/// Only the two languages the lexer reads; the wider `CodeLanguage` (Swift, Objective-C, shell, …) is the
/// model's, and maps onto this where a sample is Swift or Objective-C.
public enum CodeDialect: String, CaseIterable, Hashable, Sendable {
    case swift
    case objectiveC
}
