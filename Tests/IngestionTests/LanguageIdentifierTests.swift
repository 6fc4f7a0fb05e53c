import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

final class LanguageIdentifierTests: XCTestCase {
    // MARK: - Short headings (real ones from the corpus)

    func testShortHeadings() {
        let cases: [(String, Language)] = [
            ("Вступление", .ru), ("замечания", .ru), ("Падающая площадь", .ru), ("стриж", .ru),
            ("परिचय", .hi), ("टिप्पणियों", .hi), ("गिरने का वर्ग", .hi),
            ("属性", .zh), ("创建动画", .zh), ("效果演示", .zh), ("迅速", .zh),
            ("UIKit Dynamics", .en), ("Customizing view controller transitions", .en), ("Quote", .en),
            ("Categories", .en), ("Displaying Animation in iOS. Part 2", .en)
        ]
        for (text, language) in cases {
            XCTAssertEqual(LanguageIdentifier.identify(text), language, text)
        }
    }

    // MARK: - Latin API names inside other scripts

    func testMixedScriptProseIgnoresAPINames() {
        let cases: [(String, Language)] = [
            ("Динамика UIKit", .ru),
            ("Эффект «Sticky Corners» с использованием UIFieldBehaviors", .ru),
            (
                "Наконец, мы создадим UIViewController , у которого будет кнопка. Когда кнопка нажата, мы создадим PositionToBoundsMapping с помощью кнопки в качестве обернутого динамического элемента. Мы создаем UIAttachmentBehavior для текущей позиции, а затем добавляем к нему мгновенное UIPushBehavior .",
                .ru
            ),
            ("UIKit गतिशीलता", .hi),
            ("UIDynamicBehavior कस्टम ट्रांज़िशन प्रेरित", .hi),
            ("UIDynamicBehaviors का उपयोग करके वास्तविक-विश्व भौतिकी के साथ छाया संक्रमण", .hi),
            ("吸引行为 UISnapBehavior", .zh),
            ("设置动画组件Item的动力属性", .zh),
            ("[iOS]UIDynamicAnimator动画", .zh),
            // A Ukrainian place name inside Russian prose does not make it Ukrainian.
            ("Конференция проходила в городе Київ, и доклады о динамике UIKit были очень интересными.", .ru),
            ("有关 UIFieldBehaviors 的更多信息，你可以看到 2015 WWDC 会议“UIKit 动态和视觉效果的新功能” 以及随附的示例代码 。", .zh),
            // English words inside a Latin-named heading of the Russian page.
            ("UIDynamicBehavior Driven Custom Transition", .en),
            ("transitioningDelegate is asked for an animation controller.", .en)
        ]
        for (text, language) in cases {
            XCTAssertEqual(LanguageIdentifier.identify(text), language, text)
        }
    }

    // MARK: - Undetermined

    func testOtherLanguagesAndNoEvidenceAreUnd() {
        let cases = [
            "UIDynamicItemBehavior", "", "12345", "iOS",
            "アニメーションを表示する",  // Japanese, kana only
            "画面に表示されるアニメーション",  // Japanese, kanji and kana
            "عرض الرسوم المتحركة",  // Arabic
            "애니메이션 표시",  // Korean
            "Affichage de l'animation dans une application",  // French
            "Die Animation wird mit der Schwerkraft gesteuert",  // German
            "La animación de la vista",  // Spanish
            "Динаміка UIKit і переходи"  // Ukrainian
        ]
        for text in cases {
            XCTAssertEqual(LanguageIdentifier.identify(text), .und, text)
        }
    }

    func testEvidenceSaysWhenThereIsNone() {
        XCTAssertFalse(LanguageEvidence("UIDynamicItemBehavior").hasEvidence)
        XCTAssertFalse(LanguageEvidence("UIPushBehavior+UIGravityBehavior").hasEvidence)
        XCTAssertTrue(LanguageEvidence("Die Animation").hasEvidence)
        XCTAssertTrue(LanguageEvidence("属性").hasEvidence)
        let mixed = LanguageEvidence("Вступление") + LanguageEvidence("UIKit Dynamics")
        XCTAssertEqual(mixed.cyrillic, 10)
        XCTAssertEqual(mixed.englishWords, 1)
        XCTAssertEqual(mixed.language, .ru)
    }

    // MARK: - Documents and code comments

    private func block(_ kind: BlockKind, _ text: String) -> Block {
        Block(kind: kind, text: text, range: SourceRange(file: "t", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 0))
    }

    func testDocumentLanguageCountsProseNotCode() {
        let code = block(.code, String(repeating: "// Adjust to change speed of view from flick\nlet a = 1\n", count: 50))
        let sections = [
            Section(
                heading: block(.heading, "UIDynamicBehavior Driven Custom Transition"), level: 2,
                blocks: [
                    block(.prose, "В этом примере показано, как создать настраиваемый переход."), code,
                    block(.chrome, "Quote Categories Archive")
                ])
        ]
        XCTAssertEqual(LanguageIdentifier.identifyDocument(sections), .ru)
        XCTAssertEqual(LanguageIdentifier.identifyDocument([]), .und)
    }

    /// Languages an ingester already set are used as given; a mostly-French page with an English heading is und.
    func testDocumentLanguageUsesBlockLanguagesAndLetsUndWin() {
        var english = block(.heading, "Custom transitions")
        english.language = .en
        let french = block(.prose, "Cette page explique comment animer une vue avec la gravité et les collisions.")
        XCTAssertEqual(LanguageIdentifier.identifyDocument([Section(heading: english, level: 1, blocks: [french])]), .und)
        var declared = block(.prose, "texte")
        declared.language = .hi
        XCTAssertEqual(LanguageIdentifier.identifyDocument([Section(heading: nil, level: 0, blocks: [declared])]), .hi)
    }

    func testCommentLanguagePrefersTheAuthorsLanguage() {
        XCTAssertEqual(LanguageIdentifier.identifyComments(ofCode: "// 重力大小\ngravity.magnitude = 5;"), .zh)
        XCTAssertEqual(
            LanguageIdentifier.identifyComments(ofCode: "// Adjust to change speed of view from flick\nlet a = 1"), .en)
        XCTAssertEqual(
            LanguageIdentifier.identifyComments(
                ofCode:
                    "// 相关属性\n@property CGFloat elasticity; // Usually between 0 (inelastic) and 1 (collide elastically)\n@property CGFloat density; // 1 by default"
            ), .zh)
        XCTAssertNil(LanguageIdentifier.identifyComments(ofCode: "let a = 1\nlet b = 2"))
        XCTAssertNil(LanguageIdentifier.identifyComments(ofCode: "let a = 1 // 42"))
    }

    // MARK: - Against the implementation before the rewrite

    /// `identifyComments(bytes:)` as it was written first (a table of counts, sorted), counting with the
    /// reference evidence of `LanguageEvidenceTests`.
    static func referenceComments(_ comments: [ArraySlice<UInt8>]) -> Language? {
        var counts: [Language: Int] = [:]
        for comment in comments {
            let isNative = comment.withUnsafeBufferPointer { bytes in
                bytes.contains { $0 >= 0x80 } && LineClassifierFeatures.containsNativeLetter(bytes)
            }
            guard isNative else { continue }
            let language = ReferenceLanguageEvidence(bytes: Array(comment)).language
            if language != .und && language != .en { counts[language, default: 0] += 1 }
        }
        if let best = counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).first { return best.key }
        return comments.contains { !$0.isEmpty && ReferenceLanguageEvidence(bytes: Array($0)).language == .en } ? .en : nil
    }

    /// Lists of comments mixing languages in every proportion, ties included, and empty comments.
    func testCommentsMatchReferenceOnGeneratedLists() {
        var random = SeededGenerator(seed: 17)
        let samples = [
            "создаём аниматор", "गुरुत्वाकर्षण जोड़ें", "重力大小", "Adjust the speed of the view", "42", "",
            "Die Animation", "アニメーション", "Київ і Львів", "UIView", "मिश्रित mixed", "ещё один"
        ]
        for _ in 0..<5_000 {
            var comments = (0..<random.below(7)).map { _ in Array(random.pick(samples).utf8)[...] }
            if random.below(4) == 0 {
                comments.append(Array(random.pick(LanguageEvidenceTests.generated(count: 1, seed: random.next())).utf8)[...])
            }
            let expected = Self.referenceComments(comments)
            XCTAssertEqual(
                LanguageIdentifier.identifyComments(bytes: comments), expected,
                "\(comments.map { String(decoding: $0, as: UTF8.self) })")
            if LanguageIdentifier.identifyComments(bytes: comments) != expected { return }
        }
    }
}
