import DocumentModel
import Foundation
import TestSupport

/// Writes a collection of the shape issue 18 describes: Markdown tutorial pages of about 8.6 KB, half prose,
/// half code in two dozen languages; English pages in folders of 200 (each page its own file, so each is its
/// own topic once a topic is one page in several languages); and a fifth of the English pages translated into
/// Russian, Hindi and Chinese, each such topic a folder `corpus/<topic>/en.md, ru.md, hi.md, zh.md` whose
/// pages share their code and differ in prose.
///
/// Deterministic: the same page count gives the same bytes (a seeded generator, no clock, no randomness from
/// the system), so two runs of the benchmark index the same corpus.
struct CorpusGenerator {
    /// Pages in all (English, and translations counted one by one).
    var pages: Int
    /// Folders of 200 English pages (the issue's shape), or every English page at the top level, where
    /// discovery today already makes each its own topic (what the folders become once topics are pages).
    var flat = false
    var seed: UInt64 = 18

    /// What was written.
    struct Written {
        var pages = 0
        var bytes = 0
        /// One English page without translations, to edit for the one-edit run.
        var editable = ""
    }

    /// English pages: with a fifth of them in four languages, pages = english * 1.6.
    var englishPages: Int { max(1, Int((Double(pages) / 1.6).rounded())) }
    var translatedTopics: Int { englishPages / 5 }

    func write(into corpus: URL) throws -> Written {
        var written = Written()
        var generator = SeededGenerator(seed: seed)
        let manager = FileManager.default
        try manager.createDirectory(at: corpus, withIntermediateDirectories: true)
        let translated = translatedTopics
        for index in 0..<englishPages {
            let page = Page(index: index, generator: &generator)
            if index < translated {
                let folder = corpus.appendingPathComponent("topic-\(String(format: "%05d", index))-\(page.slug)")
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                for language in Prose.languages {
                    let text = page.markdown(language: language)
                    try Data(text.utf8).write(to: folder.appendingPathComponent("\(language.code).md"))
                    written.pages += 1
                    written.bytes += text.utf8.count
                }
            } else {
                let standalone = index - translated
                let folder = flat ? corpus : corpus.appendingPathComponent("subject-\(String(format: "%03d", standalone / 200))")
                if standalone % 200 == 0 { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
                let text = page.markdown(language: Prose.english)
                let file = folder.appendingPathComponent("page-\(String(format: "%05d", index))-\(page.slug).md")
                try Data(text.utf8).write(to: file)
                written.pages += 1
                written.bytes += text.utf8.count
                if written.editable.isEmpty { written.editable = file.path }
            }
        }
        return written
    }
}

/// One tutorial page, drawn once and written in each language: the same headings' meaning, the same code.
struct Page {
    struct Part {
        var headingWords: [Int]
        var paragraphs: [[[Int]]]  // paragraphs of sentences of word indices
        var code: [(language: String, text: String)]
    }

    var slug: String
    var titleWords: [Int]
    var lead: [[Int]]
    var parts: [Part]

    init(index: Int, generator: inout SeededGenerator) {
        func sentence(_ generator: inout SeededGenerator) -> [Int] {
            (0..<(8 + generator.below(9))).map { _ in generator.below(Prose.vocabularySize) }
        }
        titleWords = (0..<4).map { _ in generator.below(Prose.vocabularySize) }
        slug = titleWords.prefix(2).map { Prose.english.words[$0] }.joined(separator: "-")
        lead = (0..<3).map { _ in sentence(&generator) }
        var parts: [Part] = []
        for _ in 0..<6 {
            let heading = (0..<3).map { _ in generator.below(Prose.vocabularySize) }
            let paragraphs = (0..<2).map { _ in (0..<(3 + generator.below(3))).map { _ in sentence(&generator) } }
            let blocks = 1 + generator.below(2)
            let code = (0..<blocks).map { _ -> (String, String) in
                let language = CodeSnippets.languages[generator.below(CodeSnippets.languages.count)]
                return (language, CodeSnippets.snippet(language, generator: &generator))
            }
            parts.append(Part(headingWords: heading, paragraphs: paragraphs, code: code))
        }
        self.parts = parts
        _ = index
    }

    func markdown(language: Prose) -> String {
        var text = "# " + language.phrase(titleWords, capitalised: true) + "\n\n"
        text += lead.map { language.sentence($0) }.joined(separator: " ") + "\n"
        for part in parts {
            text += "\n## " + language.phrase(part.headingWords, capitalised: true) + "\n\n"
            for paragraph in part.paragraphs {
                text += paragraph.map { language.sentence($0) }.joined(separator: " ") + "\n\n"
            }
            for block in part.code {
                text += "```\(block.language)\n\(block.text)\n```\n\n"
            }
            text += "- " + language.phrase(Array(part.headingWords.reversed()), capitalised: true) + "\n"
        }
        return text
    }
}

/// Prose vocabularies, one per language, indexed alike so a sentence "translates" word by word.
struct Prose {
    var code: String
    var words: [String]
    var stop: String

    static let vocabularySize = 120

    static let english = Prose(
        code: "en",
        words: expand(
            """
            the view animator gravity behaviour collision item push snap attachment spring damping frequency anchor
            boundary bounds frame layer animation transition controller delegate gesture touch pan tap layout constraint
            stack scroll table cell label button image colour font screen window scene session state value property
            method function closure protocol extension struct class enum type optional array dictionary string number
            when then after before while because every each some many first last next simple small large quick careful
            add remove update create build run test debug measure check write read load save open close start stop
            """), stop: ".")
    static let russian = Prose(
        code: "ru",
        words: expand(
            """
            вид аниматор гравитация поведение столкновение элемент толчок привязка связь пружина затухание частота якорь
            граница рамка слой анимация переход контроллер делегат жест касание панорама нажатие разметка ограничение стек
            прокрутка таблица ячейка метка кнопка изображение цвет шрифт экран окно сцена сессия состояние значение
            свойство метод функция замыкание протокол расширение структура класс перечисление тип массив словарь строка
            число когда затем после перед пока потому каждый некоторый многие первый последний следующий простой малый
            большой быстрый добавить удалить обновить создать собрать запустить проверить измерить писать читать
            """), stop: ".")
    static let hindi = Prose(
        code: "hi",
        words: expand(
            """
            दृश्य एनिमेटर गुरुत्व व्यवहार टक्कर वस्तु धक्का जोड़ स्प्रिंग कंपन आवृत्ति लंगर सीमा ढांचा परत एनिमेशन
            परिवर्तन नियंत्रक प्रतिनिधि इशारा स्पर्श खिसकाना दबाना व्यवस्था बंधन ढेर सूची तालिका खाना लेबल बटन चित्र
            रंग अक्षर स्क्रीन खिड़की दृश्यपट सत्र स्थिति मान गुण विधि फलन प्रोटोकॉल विस्तार संरचना वर्ग प्रकार
            सरणी शब्दकोश पाठ संख्या जब फिर बाद पहले जबकि क्योंकि हर कुछ कई पहला अंतिम अगला सरल छोटा बड़ा तेज़
            जोड़ें हटाएं बदलें बनाएं चलाएं जांचें मापें लिखें पढ़ें खोलें बंद शुरू रोकें
            """), stop: "।")
    static let chinese = Prose(
        code: "zh",
        words: expand(
            """
            视图 动画器 重力 行为 碰撞 元素 推动 吸附 附着 弹簧 阻尼 频率 锚点 边界 框架 图层 动画 转场 控制器 代理 手势
            触摸 平移 点击 布局 约束 堆栈 滚动 表格 单元格 标签 按钮 图像 颜色 字体 屏幕 窗口 场景 会话 状态 数值 属性
            方法 函数 闭包 协议 扩展 结构体 类 枚举 类型 可选 数组 字典 字符串 数字 当 然后 之后 之前 同时 因为 每个
            一些 许多 第一 最后 下一个 简单 小 大 快速 仔细 添加 删除 更新 创建 构建 运行 测试 调试 测量 检查 写入 读取
            """), stop: "。")

    static let languages = [english, russian, hindi, chinese]

    /// The words of a list, repeated with a numeral suffix up to `vocabularySize`, so every index has a word.
    private static func expand(_ list: String) -> [String] {
        let base = list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        return (0..<vocabularySize).map { index in
            index < base.count ? base[index] : base[index % base.count] + "\(index / base.count)"
        }
    }

    func phrase(_ indices: [Int], capitalised: Bool) -> String {
        let text = indices.map { words[$0] }.joined(separator: code == "zh" ? "" : " ")
        return capitalised ? text.prefix(1).uppercased() + text.dropFirst() : text
    }

    func sentence(_ indices: [Int]) -> String { phrase(indices, capitalised: true) + stop }
}

/// Code in two dozen languages, with identifiers and numbers drawn per block.
enum CodeSnippets {
    static let languages = [
        "swift", "swift", "swift", "objc", "objc", "python", "javascript", "typescript", "sh",
        "json", "kotlin", "java", "ruby", "go", "rust", "c", "cpp", "yaml", "html", "css", "sql",
        "xml", "csharp", "php", "dart", "lua"
    ]

    static let names = [
        "box", "ball", "card", "panel", "square", "badge", "sheet", "tile", "marker", "handle",
        "anchor", "slider", "bubble", "token", "shape", "piece"
    ]

    static func snippet(_ language: String, generator: inout SeededGenerator) -> String {
        let name = names[generator.below(names.count)]
        let type = name.prefix(1).uppercased() + name.dropFirst()
        let a = generator.below(400), b = 1 + generator.below(90), c = generator.below(10)
        switch language {
        case "swift":
            return """
                import UIKit

                final class \(type)ViewController: UIViewController {
                    private lazy var animator = UIDynamicAnimator(referenceView: view)
                    private let \(name) = UIView(frame: CGRect(x: \(a), y: \(b), width: 80, height: 80))

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(\(name))
                        let gravity = UIGravityBehavior(items: [\(name)])
                        gravity.magnitude = \(c).5
                        let collision = UICollisionBehavior(items: [\(name)])
                        collision.translatesReferenceBoundsIntoBoundary = true
                        animator.addBehavior(gravity)
                        animator.addBehavior(collision)
                    }
                }
                """
        case "objc":
            return """
                @interface \(type)ViewController ()
                @property (nonatomic, strong) UIDynamicAnimator *animator;
                @end

                @implementation \(type)ViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIView *\(name) = [[UIView alloc] initWithFrame:CGRectMake(\(a), \(b), 80, 80)];
                    [self.view addSubview:\(name)];
                    self.animator = [[UIDynamicAnimator alloc] initWithReferenceView:self.view];
                    UIGravityBehavior *gravity = [[UIGravityBehavior alloc] initWithItems:@[\(name)]];
                    gravity.magnitude = \(c).5;
                    [self.animator addBehavior:gravity];
                }
                @end
                """
        case "python":
            return """
                def simulate_\(name)(steps=\(b), gravity=9.\(c)):
                    position, velocity = \(a).0, 0.0
                    for _ in range(steps):
                        velocity += gravity / 60
                        position += velocity / 60
                    return position
                """
        case "javascript", "typescript":
            let annotation = language == "typescript" ? ": HTMLElement" : ""
            return """
                const \(name)\(annotation) = document.querySelector('#\(name)-\(a)');
                \(name).animate([{ transform: 'translateY(0)' }, { transform: 'translateY(\(b)px)' }],
                  { duration: \(c + 1)00, easing: 'ease-out' });
                """
        case "sh":
            return "swift build -c release --product \(name)\n./.build/release/\(name) --steps \(b) --seed \(a)"
        case "json":
            return "{\n  \"name\": \"\(name)\",\n  \"gravity\": \(c).8,\n  \"size\": [\(a), \(b)]\n}"
        case "kotlin":
            return
                "val \(name) = View(context).apply {\n    x = \(a)f\n    y = \(b)f\n}\n\(name).animate().translationY(\(c)00f).start()"
        case "java":
            return "View \(name) = findViewById(R.id.\(name));\n\(name).animate().translationY(\(a)f).setDuration(\(b)0).start();"
        case "ruby":
            return "def \(name)_height(steps = \(b))\n  (1..steps).sum { |step| step * \(c) }\nend"
        case "go":
            return
                "func \(type)Fall(steps int) float64 {\n\tv := 0.0\n\tfor i := 0; i < steps; i++ {\n\t\tv += \(c).8 / 60\n\t}\n\treturn v * \(a)\n}"
        case "rust":
            return "fn \(name)_fall(steps: u32) -> f64 {\n    (0..steps).map(|s| s as f64 * \(c).8).sum::<f64>() / \(b).0\n}"
        case "c", "cpp":
            return
                "double \(name)_fall(int steps) {\n    double v = 0;\n    for (int i = 0; i < steps; i++) v += \(c).8 / 60.0;\n    return v * \(a);\n}"
        case "yaml":
            return "\(name):\n  gravity: \(c).8\n  size: [\(a), \(b)]\n  animated: true"
        case "html":
            return "<div id=\"\(name)-\(a)\" class=\"box\">\n  <span>\(type) \(b)</span>\n</div>"
        case "css":
            return "#\(name)-\(a) {\n  width: \(b)px;\n  transition: transform 0.\(c)s ease-out;\n}"
        case "sql":
            return "SELECT id, name FROM \(name)s WHERE height > \(a) ORDER BY name LIMIT \(b);"
        case "xml":
            return "<\(name) gravity=\"\(c).8\">\n  <size width=\"\(a)\" height=\"\(b)\"/>\n</\(name)>"
        case "csharp":
            return "var \(name) = new View { X = \(a), Y = \(b) };\nawait \(name).TranslateTo(0, \(c)00, 250);"
        case "php":
            return "<?php\n$\(name) = ['x' => \(a), 'y' => \(b)];\necho json_encode($\(name));"
        case "dart":
            return "final \(name) = AnimationController(vsync: this, duration: Duration(milliseconds: \(a)));\n\(name).forward();"
        default:
            return "local \(name) = { x = \(a), y = \(b) }\nfunction \(name).fall(dt) \(name).y = \(name).y + \(c) * dt end"
        }
    }
}
