import CodeLexer
import DocumentModel
import Foundation

/// Extracts what a sample uses and declares: framework types, calls (in Swift spelling), declared and undeclared
/// identifiers, imports, selectors and literal constants with the property or argument they set.
public enum SymbolExtractor {
    // MARK: - Tables

    static let appleModules: Set<String> = [
        "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "SwiftUI", "Combine", "AVFoundation", "AVKit", "CoreData",
        "MapKit", "SpriteKit", "SceneKit", "GameplayKit", "XCTest", "os", "Dispatch", "Darwin", "CoreMotion",
        "CoreLocation", "WebKit", "Metal", "MetalKit", "CoreImage", "PlaygroundSupport", "Photos", "UserNotifications",
        "CoreText", "ImageIO", "CoreAnimation", "Cocoa", "AppKit", "ARKit", "RealityKit", "StoreKit", "Security"
    ]
    static let frameworkPrefixes = Pattern(
        #"\b(UI|NS|CG|CA|CF|CL|AV|MK|SK|SCN|WK|PH|UN|Dispatch)[A-Z]\w*"#,
        requiring: ["UI", "NS", "CG", "CA", "CF", "CL", "AV", "MK", "SK", "SCN", "WK", "PH", "UN", "Dispatch"])

    /// Swift's reserved words, from the lexer's keyword table.
    static let swiftKeywords: Set<String> = CodeKeywords.words(.swift, with: .reserved)
    /// Objective-C's reserved words, from the lexer's keyword table.
    static let objcKeywords: Set<String> = CodeKeywords.words(.objectiveC, with: .reserved)
    /// The reserved words of the sample's language.
    static func keywords(of language: CodeLanguage) -> Set<String> { language == .swift ? swiftKeywords : objcKeywords }
    /// Names a UIKit subclass body (view controller, view, behavior) or Swift's implicit scopes supply without
    /// declaring them: using them undeclared is normal.
    static let contextNames: Set<String> = [
        "view", "navigationController", "tabBarController", "splitViewController", "navigationItem", "childBehaviors",
        "dynamicAnimator", "items", "action", "transitioningDelegate", "modalPresentationStyle", "presentingViewController",
        "presentedViewController", "storyboard", "title", "traitCollection", "frame", "bounds", "center", "transform",
        "layer", "superview", "subviews", "window", "backgroundColor", "alpha", "tag", "tintColor", "isHidden", "hidden",
        "delegate", "dataSource", "isUserInteractionEnabled", "userInteractionEnabled", "preferredContentSize",
        "parent", "children", "editButtonItem", "newValue", "oldValue", "error", "tableView", "collectionView",
        "contentView", "safeAreaLayoutGuide", "viewIfLoaded", "isViewLoaded"
    ]
    static let colorNames: Set<String> = [
        "red", "green", "blue", "orange", "white", "black", "clear", "gray", "yellow", "purple", "brown", "cyan",
        "magenta", "lightGray", "darkGray", "systemGreen", "systemBlue", "systemRed", "systemOrange", "systemYellow",
        "systemBackground", "label"
    ]

    // MARK: - Entry point

    /// The symbols of a sample given as prepared lines.
    static func symbols(lines: [CodeLine], language: CodeLanguage, kind: SampleKind) -> SampleSymbols {
        guard language == .swift || language == .objc else { return SampleSymbols() }
        let text = CodeText(lines)
        var symbols = SampleSymbols()
        symbols.frameworkTypes = Array(Set(lines.flatMap { frameworkPrefixes.allGroups($0.code).map { $0[0] } })).sorted()
        symbols.imports = imports(lines)
        symbols.selectors = selectors(lines, language: language)
        let calls = language == .swift ? SwiftScanner.calls(text) : ObjCScanner.calls(text)
        symbols.calls = calls.filter { !$0.isSetter }.map(\.call)
        symbols.constants = constants(lines: lines, calls: calls, language: language)
        let names = language == .swift ? SwiftScanner.names(text, lines: lines) : ObjCScanner.names(text, lines: lines)
        symbols.declared = names.declared.sorted()
        symbols.declaredTypes = names.types
        symbols.undeclared = Set(names.used.keys)
            .subtracting(names.declared).subtracting(keywords(of: language)).subtracting(contextNames)
            .filter { name in !(name.hasPrefix("_") && names.declared.contains(String(name.dropFirst()))) }
            .sorted()
        return symbols
    }

    /// The first line where each undeclared identifier is used.
    static func firstUses(lines: [CodeLine], language: CodeLanguage) -> [String: Int] {
        let text = CodeText(lines)
        return (language == .swift ? SwiftScanner.names(text, lines: lines) : ObjCScanner.names(text, lines: lines)).used
    }

    // MARK: - Imports and selectors

    private static let swiftImport = Pattern(#"^\s*(?:@testable\s+)?import\s+(?:class\s+|struct\s+|func\s+)?(\w+)"#)
    private static let objcImport = Pattern(#"^\s*#import\s*<(\w+)/|^\s*@import\s+(\w+)|^\s*#import\s*"(\w+)"#)

    static func imports(_ lines: [CodeLine]) -> [SampleImport] {
        var result: [SampleImport] = []
        for line in lines {
            var module: String?
            // Both patterns need the word "import": most lines are answered without running them.
            if line.code.contains("import"), let groups = swiftImport.firstGroups(line.code) { module = groups[1] }
            // Objective-C #import "Local.h" keeps its quotes in the stripped code: read the raw text.
            if line.text.contains("import"), let groups = objcImport.firstGroups(line.text) {
                module = [groups[1], groups[2], groups[3]].first { !$0.isEmpty }
            }
            if let module {
                result.append(SampleImport(module: module, isThirdParty: !appleModules.contains(module), line: line.number))
            }
        }
        return result
    }

    // Compiled once: a pattern made inside `selectors` was compiled again for every sample.
    private static let swiftSelector = Pattern(#"#selector\(\s*([^)]*\)?)\s*\)"#)
    private static let objcSelector = Pattern(#"@selector\(\s*([\w:]+)\s*\)"#)

    static func selectors(_ lines: [CodeLine], language: CodeLanguage) -> [SampleSelector] {
        let pattern = language == .swift ? swiftSelector : objcSelector
        let literal = language == .swift ? "#selector" : "@selector"
        var result: [SampleSelector] = []
        // Both patterns begin with their directive: a line without it cannot match.
        for line in lines where line.code.contains(literal) {
            for groups in pattern.allGroups(line.code) {
                let spelling = groups[1].trimmingSpaces()
                var name = spelling
                if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
                if let dot = name.lastIndex(of: "."), !name.contains("(") || dot < name.firstIndex(of: "(")! {
                    name = String(name[name.index(after: dot)...])
                }
                let base: String
                if language == .swift {
                    base = String(name.prefix { $0 != "(" })
                } else {
                    base = ObjCImport.swiftName(selector: name).base
                }
                result.append(SampleSelector(spelling: spelling, base: base, line: line.number))
            }
        }
        return result
    }

    // MARK: - Constants

    static let swiftBinding = Pattern(
        #"^\s*(?:(?:private|fileprivate|public|internal|open|static|lazy|weak|final)\s+)*(?:let|var)\s+(\w+)\s*(?::\s*[^=]+)?=(?!=)\s*(.+)$"#,
        requiring: ["="])
    static let plainAssignment = Pattern(#"^\s*([A-Za-z_][\w.?!]*(?:->\w+)*)\s*=(?!=)\s*(.+?)\s*;?\s*$"#, requiring: ["="])
    static let objcTypedBinding = Pattern(
        #"^\s*(?:(?:__weak|__strong|__block|const|static)\s+)*[A-Za-z_]\w*(?:\s*<[^>]*>)?\s*\**\s*(\w+)\s*=(?!=)\s*(.+?)\s*;?\s*$"#,
        requiring: ["="])

    /// Literal values set by assignments (`damping = 0.1`) and by call arguments (`button ← CGRect(width:) = 300`).
    static func constants(lines: [CodeLine], calls: [ScannedCall], language: CodeLanguage) -> [SampleConstant] {
        settings(lines: lines, calls: calls, language: language).compactMap { setting in
            ConstantValue.evaluate(setting.expression).map {
                SampleConstant(
                    key: setting.key, value: $0.text, number: $0.number, line: setting.line, source: setting.expression)
            }
        }
    }

    /// Everything a sample sets: each assignment's target and each call argument, keyed the way twins share
    /// (`damping`, `button ← CGRect(width:)`, `animate(withDuration:)`), with the expression as written.
    static func settings(lines: [CodeLine], calls: [ScannedCall], language: CodeLanguage) -> [Setting] {
        var result: [Setting] = []
        var targets: [Int: String] = [:]
        for line in lines where !line.isCodeEmpty {
            let code = line.code
            var groups: [String]?
            if language == .swift {
                groups = swiftBinding.firstGroups(code) ?? plainAssignment.firstGroups(code)
            } else {
                groups = plainAssignment.firstGroups(code) ?? objcTypedBinding.firstGroups(code)
            }
            guard let groups, !groups[1].isEmpty else { continue }
            let target = normalizeKey(lastComponent(groups[1]))
            // A keyword is no assignment's target (`if x = …` is a reader's guess gone wrong).
            guard !target.isEmpty, !keywords(of: language).contains(target) else { continue }
            targets[line.number] = target
            var expression = groups[2].trimmingSpaces()
            if expression.hasSuffix(";") { expression = String(expression.dropLast()).trimmingSpaces() }
            result.append(Setting(key: target, expression: expression, line: line.number))
        }
        for scanned in calls {
            for (index, argument) in scanned.arguments.enumerated() where index < scanned.call.labels.count {
                if scanned.isSetter {
                    result.append(Setting(key: normalizeKey(scanned.call.base), expression: argument, line: scanned.call.line))
                    continue
                }
                let callee = "\(scanned.call.base)(\(normalizeKey(scanned.call.labels[index])):)"
                let isInitializer = scanned.call.base.first?.isUppercase == true
                let key = isInitializer ? targets[scanned.call.line].map { "\($0) ← \(callee)" } ?? callee : callee
                result.append(Setting(key: key, expression: argument, line: scanned.call.line))
            }
        }
        return result.sorted { ($0.line, $0.key) < ($1.line, $1.key) }
    }

    /// The settings of a finished sample (re-read from its text).
    static func settings(of sample: CodeSample) -> [Setting] {
        settings(of: sample, lines: CodeLine.lines(of: sample.text, firstLine: sample.range.firstLine))
    }

    /// `settings(of:)` for a sample whose lines the caller has already prepared.
    static func settings(of sample: CodeSample, lines: [CodeLine]) -> [Setting] {
        let text = CodeText(lines)
        switch sample.language.value {
        case .swift: return settings(lines: lines, calls: SwiftScanner.calls(text), language: .swift)
        case .objc: return settings(lines: lines, calls: ObjCScanner.calls(text), language: .objc)
        default: return []
        }
    }

    /// `self.animator?.magnitude` → `magnitude`.
    static func lastComponent(_ path: String) -> String {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
            let cleaned = path.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                .replacingOccurrences(of: "->", with: ".")
            return cleaned.split(separator: ".").last.map(String.init) ?? cleaned
        }
        // An ASCII path (nearly all are) by its bytes, the same steps: `?` and `!` dropped, then each `->` made a `.`
        // left to right. Foundation's three searches were most of the cost of reading a sample's settings.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
            if byte == UInt8(ascii: ">"), bytes.last == UInt8(ascii: "-") {
                bytes[bytes.count - 1] = UInt8(ascii: ".")
            } else {
                bytes.append(byte)
            }
        }
        let last = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true).last ?? bytes[...]
        return String(decoding: last, as: UTF8.self)
    }

    /// `_button` → `button`, `isActive` → `active`: the forms Swift and Objective-C twins share.
    static func normalizeKey(_ name: String) -> String {
        var key = name
        while key.hasPrefix("_"), key.count > 1 { key.removeFirst() }
        if key.hasPrefix("is"), key.count > 2, key.dropFirst(2).first?.isUppercase == true {
            key = String(key.dropFirst(2)).lowercasingFirst()
        }
        return key
    }
}
