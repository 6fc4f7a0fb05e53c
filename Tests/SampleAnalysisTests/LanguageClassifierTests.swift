import DocumentModel
import Foundation
import TestSupport
import XCTest
@testable import SampleAnalysis

/// Cases beyond the corpus, written before the classifier was tuned on them: short fragments, Objective-C with
/// Chinese comments, Swift 5, C, shell, JSON, backtraces, Python, prose.
final class LanguageClassifierTests: XCTestCase {
    static let extraCases: [(name: String, code: String, expected: CodeLanguage)] = [
        ("swift one-line call", "animator.addBehavior(gravity)", .swift),
        ("swift let", "let gravity = UIGravityBehavior(items: [box])", .swift),
        ("swift trailing closure", "UIView.animate(withDuration: 0.3) {\n    self.view.alpha = 0\n}", .swift),
        ("swift guard", "guard let url = URL(string: text) else { return }", .swift),
        ("swift enum", "enum Direction {\n    case up, down\n}", .swift),
        (
            "swift 5 async",
            """
            @MainActor
            final class Loader: ObservableObject {
                @Published var items: [String] = []
                func load() async throws {
                    let (data, _) = try await URLSession.shared.data(from: url)
                    items = try JSONDecoder().decode([String].self, from: data)
                }
            }
            """, .swift
        ),
        (
            "swiftui view",
            "struct ContentView: View {\n    @State private var count = 0\n    var body: some View {\n        Text(\"\\(count)\")\n    }\n}",
            .swift
        ),
        (
            "swift property observer", "var progress: CGFloat = 0 {\n    didSet { bar.frame.size.width = progress * 100 }\n}",
            .swift
        ),
        ("objc one-line message", "[animator addBehavior:gravity];", .objc),
        ("objc colour", "self.view.backgroundColor = [UIColor redColor];", .objc),
        (
            "objc Chinese comments",
            "// 创建视图\nUIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 50, 50)]; // 初始化\n[self.view addSubview:box]; // 添加到父视图",
            .objc
        ),
        ("objc block", "[UIView animateWithDuration:0.3 animations:^{\n    self.view.alpha = 0;\n}];", .objc),
        ("objc header", "@interface Ball : NSObject\n@property (nonatomic) NSInteger bounces;\n- (void)drop;\n@end", .objc),
        ("objc property with comment", "@property (nonatomic, assign) CGFloat damping; // 阻尼", .objc),
        ("objc dot syntax only", "gravity.magnitude = 2.0;\ncollision.translatesReferenceBoundsIntoBoundary = YES;", .objc),
        ("c program", "#include <stdio.h>\n\nint main(void) {\n    printf(\"%d\\n\", 42);\n    return 0;\n}", .c),
        ("c loop fragment", "for (int i = 0; i < n; i++) {\n    sum += a[i];\n}", .c),
        ("c struct", "struct point { int x; int y; };", .c),
        ("shell prompt", "$ swift build -c release", .shell),
        ("shell commands", "cd MyApp\npod install", .shell),
        ("shell xcodebuild", "xcodebuild -scheme App -sdk iphonesimulator build", .shell),
        ("json object", "{\n  \"name\": \"doctool\",\n  \"version\": 1,\n  \"tags\": [\"ios\", \"uikit\"]\n}", .json),
        (
            "objc crash",
            """
            *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[UIView setFoo:]: unrecognized selector'
            *** First throw call stack:
            0   CoreFoundation                      0x00007fff23baa1ee __exceptionPreprocess + 350
            1   libobjc.A.dylib                     0x00007fff50864b20 objc_exception_throw + 48
            """, .stackTrace
        ),
        (
            "lldb backtrace",
            "* thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BAD_ACCESS\n  * frame #0: 0x0000000104f2a1c4 App`ViewController.viewDidLoad() at ViewController.swift:18\n    frame #1: 0x00000001a2b3c4d5 UIKitCore`-[UIViewController loadViewIfRequired] + 1000",
            .stackTrace
        ),
        ("python def", "def greet(name):\n    print(f\"Hello {name}\")", .python),
        ("python import", "import numpy as np\nx = np.zeros(3)", .python),
        ("python class", "class Animator:\n    def __init__(self, view):\n        self.view = view", .python),
        ("prose", "Tap the button to continue", .unknown),
        // Second round, added after the first round was tuned (first run: see the report).
        ("swift with semicolons", "let a = 1; let b = 2;", .swift),
        ("objc fast enumeration", "for (NSString *s in array) { NSLog(@\"%@\", s); }", .objc),
        ("swift interpolation with brackets", "print(\"[\\(x) y]\")", .swift),
        ("objc dispatch block", "dispatch_async(dispatch_get_main_queue(), ^{\n    [self.tableView reloadData];\n});", .objc),
        ("swift generic func", "func first<T>(_ items: [T]) -> T? { items.first }", .swift),
        ("c macro", "#define MAX(a, b) ((a) > (b) ? (a) : (b))", .c),
        ("shell pipe", "cat log.txt | grep error", .shell),
        ("json array", "[{\"id\": 1}, {\"id\": 2}]", .json),
        ("python type hints", "def area(r: float) -> float:\n    return 3.14 * r * r", .python),
        ("swift closure type", "let handler: (Int) -> Void = { value in print(value) }", .swift),
        ("objc category", "@interface UIView (Shake)\n- (void)shake;\n@end", .objc),
        ("swift switch", "switch state {\ncase .began:\n    start()\ndefault:\n    break\n}", .swift),
        (
            "xcode fatal error line",
            "Thread 1: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", .stackTrace
        ),
        ("kotlin is not swift", "fun main() {\n    println(\"hi\")\n}", .kotlin),
        (
            "kotlin view animation",
            "val box = View(context).apply {\n    x = 12f\n    y = 40f\n}\nbox.animate().translationY(300f).start()",
            .kotlin
        ),
        ("objc float literals", "CGRect frame = CGRectMake(0.0f, 10.5f, 100.0f, 40.0f);", .objc)
    ]

    func testExtraCasesAccuracy() {
        var correct = 0
        var misses: [String] = []
        for item in Self.extraCases {
            let verdict = LanguageClassifier.classify(item.code)
            if verdict.value == item.expected {
                correct += 1
            } else {
                misses.append(
                    "\(item.name): \(verdict.value.rawValue) by \(verdict.rule) (\(verdict.reason)), expected \(item.expected.rawValue)"
                )
            }
        }
        print("extra-case language accuracy: \(correct)/\(Self.extraCases.count)")
        misses.forEach { print("  miss: \($0)") }
        XCTAssertEqual(misses, [])
    }

    /// One line for each kind of trace line the rule knows: its literal prefilter must let every one through.
    func testEveryKindOfTraceLineIsATrace() {
        let lines = [
            "3   UIKitCore                           0x00000001a2b3c4d5 -[UIApplication run] + 100",
            "frame #2: App`main", "thread #3, name = 'worker'", "*** Terminating app due to uncaught exception",
            "Thread 5 Crashed:", "Thread 1: EXC_BREAKPOINT", "Fatal error: Index out of range", "libc++abi: terminating",
            "*** First throw call stack:", "Exception Type:  EXC_CRASH (SIGABRT)", "at ViewController.swift:42",
            "at AppDelegate.m:17"
        ]
        for line in lines {
            let verdict = LanguageClassifier.classify(line)
            XCTAssertEqual(verdict.value, .stackTrace, line)
            XCTAssertEqual(verdict.rule, "trace.frames", line)
        }
        XCTAssertNotEqual(LanguageClassifier.classify("let thread = Thread.current").value, .stackTrace)
    }

    func testAMarkdownFenceThatSaysSwiftAroundObjectiveCIsReported() {
        let code = "[self.dynamicAnimator addBehavior:self.gravity];\nself.orangeView.center = self.view.center;"
        let verdict = LanguageClassifier.classify(code, hint: "swift")
        XCTAssertEqual(verdict.value, .objc, "the fence is a hint, never the verdict")
        XCTAssertEqual(verdict.rule, "objc.message")
        XCTAssertEqual(verdict.lines, [1, 2])
    }

    func testTheHintDecidesOnlyWhenTheCodeHasNoMarker() {
        XCTAssertEqual(LanguageClassifier.classify("}", hint: "objc").value, .objc)
        XCTAssertEqual(LanguageClassifier.classify("}", hint: "objc").rule, "hint.no-markers")
        XCTAssertEqual(LanguageClassifier.classify("}").value, .unknown)
    }

    func testCommentsAndStringsDoNotCountAsCode() {
        // A Swift sample whose comment mentions @property and whose string holds a message send.
        let code = "// the Objective-C version uses @property and [self addBehavior:x];\nlet title = \"[self go:1];\""
        XCTAssertEqual(LanguageClassifier.classify(code).value, .swift)
    }

    /// The byte search that gates each marker's pattern finds what a search by slices finds.
    /// A marker's required literals only let a line skip the pattern: every line the pattern matches must hold one,
    /// or a marker would silently stop firing. Checked on every code line of the corpus, the cases above, and lines
    /// written to fire the markers whose literals are words rather than punctuation.
    func testEveryLineAPatternMatchesHoldsARequiredLiteral() {
        let written = [
            "printf(\"%d\", n);", "buffer = malloc(64);", "p = calloc (4, 8);", "free(p);", "memcpy(a, b, n);",
            "n = strlen(s);", "if (strcmp(a, b) == 0) {", "size = sizeof(int);", "fprintf(stderr, \"x\");",
            "NSArray *a = @[@1, @2];", "NSDictionary *d = @{@\"k\": @\"v\"};", "NSNumber *n = @(42);", "NSString *s = @\"hi\";",
            "int count = 0;", "unsigned long total;", "static const char *name = \"x\";", "CGFloat width = 10;",
            "NSInteger index = 0;", "NSUInteger count;", "BOOL done = NO;", "NSTimeInterval delay = 0.5;",
            "CGPoint center = CGPointMake(0, 0);", "CGRect frame;", "CGSize size;", "UIEdgeInsets insets;", "UIOffset offset;",
            "uint8_t byte = 0;", "int32_t value;", "double ratio = 1.0;", "float f;", "short s;", "void *context;", "size_t n;",
            "if x > 0:", "elif y:", "else:", "for item in items:", "while True:", "with open(path) as f:", "try:",
            "except ValueError:", "finally:", "class Box:",
            "x = 12f", "view.animate().alpha(0.5f)", "items.map { item in", "{ [weak self] (a, b) in", "if  let view = view {",
            "if\tlet x = y {", "guard let x else {",
            "$ pod install", "sudo apt-get install git", "cd MyApp", "  git clone https://example.com/app.git", "swift build",
            "ls -la", "xcrun simctl list", "make", "echo $PATH", "$ brew install carthage", "rm -rf DerivedData"
        ]
        var lines = written
        for (_, code, _) in Self.extraCases { lines += code.components(separatedBy: "\n") }
        for page in CorpusTable.pages {
            for sample in CorpusTable.samples(page) {
                lines += CodeLine.lines(of: sample.text, firstLine: 1).map(\.code)
            }
        }
        var fired: [String: Int] = [:]
        for line in lines {
            for marker in LanguageClassifier.markers
            where marker.pattern.regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                fired[marker.id, default: 0] += 1
                XCTAssertTrue(marker.pattern.mayMatch(line), "\(marker.id) matches \(line) without its literals or words")
            }
        }
        XCTAssertGreaterThan(lines.count, 500)
        for id in [
            "c.stdlib", "objc.literal", "c.typed-declaration", "python.block-colon", "swift.closure-in",
            "swift.optional-binding", "shell.command"
        ] {
            XCTAssertGreaterThan(fired[id] ?? 0, 5, "\(id) must be exercised")
        }
    }

    func testRequiredWordSearchAgreesWithSlices() {
        let alphabet: [UInt8] = Array("ls_ 1-".utf8) + [0xD0, 0xB6]
        var generator = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { generator.below(bound) }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte < 0x80 && Character(UnicodeScalar(byte)).isLetter || (byte >= 0x30 && byte <= 0x39)
        }
        for _ in 0..<3000 {
            let haystack = (0..<next(12)).map { _ in alphabet[next(alphabet.count)] }
            let needle = (0..<(1 + next(2))).map { _ in Array("ls".utf8)[next(2)] }
            let expected =
                haystack.count >= needle.count
                && (0...(haystack.count - needle.count)).contains { start in
                    haystack[start..<(start + needle.count)].elementsEqual(needle)
                        && (start == 0 || !isWordByte(haystack[start - 1]))
                        && (start + needle.count == haystack.count || !isWordByte(haystack[start + needle.count]))
                }
            XCTAssertEqual(haystack.contains(word: needle), expected, "\(haystack) \(needle)")
        }
        XCTAssertTrue(Array("$ ls -la".utf8).contains(word: Array("ls".utf8)))
        XCTAssertFalse(Array("cells.count".utf8).contains(word: Array("ls".utf8)))
    }

    func testRequiredLiteralSearchAgreesWithSlices() {
        let alphabet: [UInt8] = Array("ab@;#[".utf8) + [0xD0, 0xB6]
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { generator.below(bound) }
        for _ in 0..<3000 {
            let haystack = (0..<next(12)).map { _ in alphabet[next(alphabet.count)] }
            let needle = (0..<(1 + next(3))).map { _ in alphabet[next(alphabet.count)] }
            let expected =
                haystack.count >= needle.count
                && (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
            XCTAssertEqual(haystack.contains(bytes: needle), expected, "\(haystack) \(needle)")
        }
    }
}
