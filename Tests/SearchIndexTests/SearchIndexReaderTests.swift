import DocumentModel
import Ingestion
@testable import SearchIndex
import XCTest

final class SearchIndexReaderTests: XCTestCase {
    private func search(_ request: SearchRequest) throws -> SearchResults {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        return try reader.search(request)
    }

    private func ids(_ results: SearchResults) -> [String] { results.hits.map(\.section.id) }

    /// The fixture sections whose code contains `text` (the truth a search must reproduce).
    private func sectionsWhoseCode(contains text: String) throws -> Set<String> {
        Set(
            try CorpusFixture.documents().flatMap(\.sections)
                .filter { $0.code.contains { $0.text.contains(text) } }.map(\.id))
    }

    // MARK: - Each language finds its sections

    func testRussianInflectedQueryFindsTheFallingSquare() throws {
        for word in ["квадратом", "квадрата", "падающий"] {
            let results = try search(SearchRequest(query: word, language: .ru))
            XCTAssertEqual(ids(results).first, "uikit-dynamics/ru.txt#14", word)
        }
    }

    func testHindiWordFindsItsSectionAndShowsTheOtherVersions() throws {
        // hi.txt:14 "गिरने का वर्ग" (the falling square).
        let results = try search(SearchRequest(query: "गिरने वर्ग"))
        let group = try XCTUnwrap(results.groups.first)
        XCTAssertEqual(group.groupID, "uikit-dynamics#14")
        XCTAssertEqual(group.hits.map(\.section.id), ["uikit-dynamics/hi.txt#14"])
        XCTAssertEqual(group.otherVersions.map(\.id), ["uikit-dynamics/ru.txt#14"])
        XCTAssertEqual(results.queryLanguages, [.hi])
    }

    func testTwoCharacterChineseQueriesFindTheirSections() throws {
        let gravity = try search(SearchRequest(query: "重力"))
        XCTAssertEqual(ids(gravity).first, "uidynamicanimator-guide/zh.txt#49")
        let collision = try search(SearchRequest(query: "碰撞"))
        XCTAssertEqual(ids(collision).first, "uidynamicanimator-guide/zh.txt#59")
        // 吸附 does not occur in the corpus; 吸引 ("attract") heads the snap section (zh.txt:41)
        // and is in the Sticky Corners prose of uikit-dynamics/zh.txt:3.
        let attract = Set(ids(try search(SearchRequest(query: "吸引"))))
        XCTAssertTrue(attract.isSuperset(of: ["uidynamicanimator-guide/zh.txt#41", "uikit-dynamics/zh.txt#1"]))
    }

    func testEnglishStemmedQueryFindsTheAnimationSection() throws {
        let results = try search(SearchRequest(query: "animations", language: .en))
        XCTAssertEqual(ids(results).first, "displaying-animation-in-ios/en.txt#7")
    }

    // MARK: - Code

    func testSelectorFindsTheSwiftCallInEveryTranslation() throws {
        let results = try search(SearchRequest(query: "updateItem(usingCurrentState:)"))
        let group = try XCTUnwrap(results.groups.first)
        XCTAssertEqual(group.groupID, "uikit-dynamics#6")
        XCTAssertEqual(Set(group.hits.map(\.section.id)), ["uikit-dynamics/ru.txt#6", "uikit-dynamics/hi.txt#6"])
        let hit = group.hits[0]
        XCTAssertEqual(hit.snippet.line, 9)
        XCTAssertEqual(hit.location, "\(hit.section.document):9")
        XCTAssertEqual(hit.snippet.rendered(open: "[", close: "]"), "dynamicAnimator.[updateItem]([usingCurrentState]: label)")
        // Every section whose Swift code makes the call is found, whatever its prose language.
        let all = try search(SearchRequest(query: "updateItem(usingCurrentState:)", limit: 50))
        XCTAssertEqual(Set(ids(all)), try sectionsWhoseCode(contains: "updateItem(usingCurrentState:"))
    }

    func testIdentifierPartFindsCamelCaseNames() throws {
        let results = try search(SearchRequest(query: "field behavior", language: .zh))
        XCTAssertEqual(ids(results).first, "uikit-dynamics/zh.txt#1")
        let whole = try search(SearchRequest(query: "translatesReferenceBoundsIntoBoundary"))
        XCTAssertTrue(ids(whole).contains("uidynamicanimator-guide/zh.txt#77"))
        XCTAssertTrue(ids(whole).contains("uikit-dynamics/ru.txt#14"))
    }

    func testAPhraseAcrossAnIdentifierMatchesOnlyWhereTheWordsAreAdjacent() throws {
        // zh.txt:59 heads "碰撞行为 UICollisionBehavior"; zh.txt:79 has "UIGravityBehavior+UICollisionBehavior".
        let heading = try search(SearchRequest(query: "\"碰撞行为 UICollisionBehavior\""))
        XCTAssertEqual(ids(heading), ["uidynamicanimator-guide/zh.txt#59"])
        let code = try search(SearchRequest(query: "\"UIGravityBehavior UICollisionBehavior\"", limit: 50))
        XCTAssertEqual(ids(code), ["uidynamicanimator-guide/zh.txt#77"])
        XCTAssertTrue(try search(SearchRequest(query: "\"UICollisionBehavior UIGravityBehavior\"")).hits.isEmpty)
    }

    func testEnglishQueryFindsTheRussianSectionThroughItsCode() throws {
        // No Russian word matches "gravity collision"; the Swift sample at ru.txt:18-38 does.
        let results = try search(SearchRequest(query: "gravity collision", language: .ru))
        XCTAssertTrue(ids(results).contains("uikit-dynamics/ru.txt#14"))
        XCTAssertTrue(results.hits.allSatisfy { $0.section.language == .ru })
    }

    // MARK: - Ranking

    func testHeadingOutranksCode() throws {
        // "UIPushBehavior" heads zh.txt:67 and zh.txt:121 and appears only in code elsewhere.
        let results = try search(SearchRequest(query: "UIPushBehavior"))
        let top = ids(results).prefix(2)
        XCTAssertEqual(Set(top), ["uidynamicanimator-guide/zh.txt#67", "uidynamicanimator-guide/zh.txt#121"])
    }

    func testBroadQueriesAreRankedHeadingFirstWithinBoundedTiers() throws {
        let (fixture, exact) = try IndexFixture.corpus()
        let tiered = try SearchIndexReader(directory: fixture.directory, exactRankingLimit: 2)
        // UIView is in the code of most sections and heads en.txt:7 ("Using UIView.animate …").
        let view = try tiered.search(SearchRequest(query: "UIView", limit: 1))
        XCTAssertFalse(view.rankedExactly)
        XCTAssertTrue(try exact.search(SearchRequest(query: "UIView", limit: 1)).rankedExactly)
        XCTAssertEqual(ids(view), ["displaying-animation-in-ios/en.txt#7"])
        // Every tiered hit is a real match, and a broad query still fills its group.
        let all = Set(ids(try exact.search(SearchRequest(query: "UIView", limit: 100))))
        let broad = try tiered.search(SearchRequest(query: "UIView", limit: 1))
        XCTAssertFalse(broad.rankedExactly)
        XCTAssertEqual(broad.groups.count, 1)
        XCTAssertTrue(Set(ids(broad)).isSubset(of: all))
        // Filters apply in every tier.
        let filtered = try tiered.search(SearchRequest(query: "UIView", language: .hi, limit: 1))
        XCTAssertFalse(filtered.hits.isEmpty)
        XCTAssertTrue(filtered.hits.allSatisfy { $0.section.language == .hi })
    }

    func testAFilterWhoseSectionsComeLateStillFindsThemInABroadQuery() throws {
        // With tiers of 8 rows, the first 8 UIView matches in index order are in en.txt, the guide
        // and hi.txt (pages sorted by path); the Russian ones lie beyond, so the walk must widen.
        let (fixture, exact) = try IndexFixture.corpus()
        let tiered = try SearchIndexReader(directory: fixture.directory, exactRankingLimit: 2)
        XCTAssertGreaterThan(try exact.search(SearchRequest(query: "UIView", limit: 100)).hits.count, 8)
        let request = SearchRequest(query: "UIView", language: .ru, limit: 1)
        let russian = try tiered.search(request)
        XCTAssertEqual(russian.groups.count, 1)
        XCTAssertTrue(russian.hits.allSatisfy { $0.section.language == .ru })
        // The Russian UIView sections are fewer than a tier, so the widened walk scored them all.
        XCTAssertTrue(russian.rankedExactly)
        XCTAssertEqual(ids(russian), ids(try exact.search(request)))
    }

    func testARarePhraseOfCommonWordsIsStillRankedExactly() throws {
        // Both names occur in more than 8 sections, the phrase in one: the estimate says broad,
        // but the index-order tier holds every match, so the ranking is exact after all.
        let (fixture, exact) = try IndexFixture.corpus()
        let tiered = try SearchIndexReader(directory: fixture.directory, exactRankingLimit: 2)
        let phrase = SearchRequest(query: "\"UIGravityBehavior UICollisionBehavior\"", limit: 1)
        XCTAssertGreaterThan(try tiered.search(SearchRequest(query: "UIGravityBehavior", limit: 100)).hits.count, 8)
        XCTAssertGreaterThan(try tiered.search(SearchRequest(query: "UICollisionBehavior", limit: 100)).hits.count, 8)
        let results = try tiered.search(phrase)
        XCTAssertTrue(results.rankedExactly)
        XCTAssertEqual(ids(results), ids(try exact.search(phrase)))
        XCTAssertEqual(ids(results), ["uidynamicanimator-guide/zh.txt#77"])
    }

    // MARK: - Filters

    func testLanguageFilterKeepsOnlyThatLanguage() throws {
        let results = try search(SearchRequest(query: "UIGravityBehavior", language: .hi))
        XCTAssertFalse(results.hits.isEmpty)
        XCTAssertTrue(results.hits.allSatisfy { $0.section.language == .hi })
    }

    func testCodeLanguageFilter() throws {
        let objc = try search(SearchRequest(query: "UIGravityBehavior", codeLanguage: .objc, limit: 50))
        XCTAssertTrue(ids(objc).contains("uidynamicanimator-guide/zh.txt#49"))
        XCTAssertFalse(ids(objc).contains("uikit-dynamics/ru.txt#14"))
        let swift = try search(SearchRequest(query: "UIGravityBehavior", codeLanguage: .swift, limit: 50))
        XCTAssertTrue(ids(swift).contains("uikit-dynamics/ru.txt#14"))
        XCTAssertFalse(ids(swift).contains("uidynamicanimator-guide/zh.txt#49"))
    }

    func testAPIFilterAloneListsEverySectionUsingTheAPI() throws {
        let results = try search(SearchRequest(query: "", api: "updateItem", limit: 50))
        XCTAssertEqual(Set(ids(results)), try sectionsWhoseCode(contains: "updateItem(usingCurrentState:"))
        XCTAssertEqual(ids(results).first, "uikit-dynamics/hi.txt#6", "corpus order: by document, then page order")
        let hit = try XCTUnwrap(results.hits.first)
        XCTAssertEqual(hit.snippet.rendered(open: "[", close: "]"), "dynamicAnimator.[updateItem](usingCurrentState: label)")
        let byFullName = try search(SearchRequest(query: "", api: "updateItem(usingCurrentState:)", limit: 50))
        XCTAssertEqual(Set(ids(byFullName)), Set(ids(results)))
        let selector = try search(SearchRequest(query: "", api: "initWithItems", limit: 50))
        XCTAssertEqual(Set(ids(selector)), try sectionsWhoseCode(contains: "initWithItems:"))
        XCTAssertTrue(ids(selector).contains("uidynamicanimator-guide/zh.txt#67"))
    }

    func testAPIFilterNarrowsAWordQuery() throws {
        let results = try search(SearchRequest(query: "behavior", api: "UISnapBehavior", limit: 50))
        XCTAssertFalse(results.hits.isEmpty)
        XCTAssertTrue(ids(results).contains("uidynamicanimator-guide/zh.txt#41"))
        XCTAssertFalse(ids(results).contains("uidynamicanimator-guide/zh.txt#49"))
    }

    func testEraAndStatusFilters() throws {
        let fixture = try IndexFixture()
        var document = try CorpusFixture.document("uikit-dynamics/ru.txt", language: .ru, headings: [14, 40])
        document.sections[0].swiftEras = [.swift2]
        document.sections[0].status = "passed"
        document.sections[1].swiftEras = [.modern]
        try SearchIndexBuilder.build(at: fixture.directory, documents: [document])
        let reader = try SearchIndexReader(directory: fixture.directory)
        XCTAssertEqual(
            ids(try reader.search(SearchRequest(query: "UIGravityBehavior", era: .swift2))), ["uikit-dynamics/ru.txt#14"])
        XCTAssertEqual(
            ids(try reader.search(SearchRequest(query: "UIGravityBehavior", era: .modern))), ["uikit-dynamics/ru.txt#40"])
        XCTAssertEqual(
            ids(try reader.search(SearchRequest(query: "UIGravityBehavior", status: "passed"))), ["uikit-dynamics/ru.txt#14"])
    }

    /// A Markdown page's prose is indexed as the Markdown reader reads it (issue 19): an identifier written in a
    /// code span is found by its parts and whole, and the snippet shows it without the markup around it.
    func testIdentifierInAMarkdownCodeSpanIsFoundAndShownWithoutMarkup() throws {
        let markdown = "# Fading in\n\nCall `UIView.animate(withDuration:animations:)` to fade the **label** in.\n"
        var diagnostics: [Diagnostic] = []
        let page = MarkdownParser().parse(SourceText(file: "fade/en.md", text: markdown), diagnostics: &diagnostics)
        let section = try XCTUnwrap(page.sections.first)
        let prose = section.blocks.filter { $0.kind == .prose }.map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let searchable = SearchableSection(
            id: "fade/en.md#0", topic: "fade", language: .en,
            heading: section.title, headingLine: 1, prose: prose, code: [],
            range: SourceRange(file: "fade/en.md", firstLine: 1, lastLine: 3, byteStart: 0, byteEnd: 0))
        let fixture = try IndexFixture()
        try SearchIndexBuilder.build(
            at: fixture.directory,
            documents: [
                SearchableDocument(path: "fade/en.md", topic: "fade", language: .en, contentHash: "1", sections: [searchable])
            ])
        let reader = try SearchIndexReader(directory: fixture.directory)
        for query in ["withDuration", "UIView.animate", "animate"] {
            let hit = try XCTUnwrap(try reader.search(SearchRequest(query: query)).hits.first, query)
            XCTAssertEqual(hit.section.id, "fade/en.md#0", query)
            XCTAssertEqual(hit.snippet.line, 3, query)
            XCTAssertTrue(
                hit.snippet.text.contains("Call UIView.animate(withDuration:animations:) to fade the label in."),
                "\(query): \(hit.snippet.text)")
        }
    }

    func testLimitCountsGroups() throws {
        let results = try search(SearchRequest(query: "UIView", limit: 2))
        XCTAssertEqual(results.groups.count, 2)
        XCTAssertGreaterThan(results.hits.count, 2, "ru and hi versions of one group are one group")
    }

    func testMissingIndexIsAClearError() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-index-\(UUID().uuidString)")
        XCTAssertThrowsError(try SearchIndexReader(directory: missing)) { error in
            guard case SearchIndexError.missingIndex = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("run `doctool index` first"))
        }
    }
}

/// Questions as people type them (issue 26): a ranked disjunction with coordination.
final class SearchIndexQuestionTests: XCTestCase {
    private func ids(_ results: SearchResults) -> [String] { results.hits.map(\.section.id) }

    func testAQuestionFindsTheSectionMatchingMostOfItsWordsFirst() throws {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        // Each question's words beyond its stopwords, most of them on the answer's lines (ru/hi.txt:14-16,
        // zh.txt:49-55, en.txt:139-141), some elsewhere too.
        let russian = try reader.search(SearchRequest(query: "как остановить квадрат на нижней границе экрана"))
        XCTAssertEqual(ids(russian).first, "uikit-dynamics/ru.txt#14")
        let hindi = try reader.search(SearchRequest(query: "गिरने वाला वर्ग कैसे बनाएं"))
        XCTAssertEqual(ids(hindi).first, "uikit-dynamics/hi.txt#14")
        let chinese = try reader.search(SearchRequest(query: "怎么设置重力方向"))
        XCTAssertEqual(ids(chinese).first, "uidynamicanimator-guide/zh.txt#49")
        let english = try reader.search(SearchRequest(query: "how do I make a custom modal presentation transition"))
        XCTAssertEqual(ids(english).first, "displaying-animation-in-ios/en.txt#139")
    }

    func testEveryClauseMatchedRanksAboveMoreOfOne() throws {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        // UIGravityBehavior heads zh.txt:49 and is all over the code of other sections; only the demo
        // sections at zh.txt:77 and :121 also have UIPushBehavior… and only :121 has both with no third.
        let results = try reader.search(SearchRequest(query: "UIPushBehavior UIGravityBehavior", limit: 100))
        let both = Set(
            try CorpusFixture.documents().flatMap(\.sections).filter { section in
                let code = section.code.map(\.text).joined(separator: "\n") + section.heading
                return code.contains("UIPushBehavior") && code.contains("UIGravityBehavior")
            }.map(\.id))
        XCTAssertFalse(both.isEmpty)
        XCTAssertEqual(Set(ids(results).prefix(both.count)), both, "the sections with both names come first")
        XCTAssertGreaterThan(results.hits.count, both.count, "sections with one of them follow")
    }
}

/// One result per section content (issue 26): a page saved as Markdown and as HTML.
final class SearchIndexDuplicateTests: XCTestCase {
    /// The rounded-view answer of ios-basics.md, as Markdown and as the HTML a site would serve.
    static let markdown = """
        # Make the view rounded

        Set the corner radius of the layer and clip its contents to the bounds. A radius of half the width
        turns a square into a circle.

        ```swift
        avatar.layer.cornerRadius = avatar.bounds.width / 2
        avatar.clipsToBounds = true
        ```

        """
    static let html = """
        <!DOCTYPE html>
        <html lang="en"><head><title>Make the view rounded</title></head><body>
        <h1>Make the view rounded</h1>
        <p>Set the <em>corner radius</em> of the layer and clip its contents to the bounds. A radius of half the width turns a square into a circle.</p>
        <pre><code class="language-swift">avatar.layer.cornerRadius = avatar.bounds.width / 2
        avatar.clipsToBounds = true
        </code></pre>
        </body></html>

        """

    func testTheSameSectionInTwoFormatsIsOneResultWithBothLocations() throws {
        let reader = DocumentReader()
        let pages = try [("rounded/en.md", Self.markdown), ("rounded/en.html", Self.html)].map { path, text in
            QuestionSet.searchable(
                try reader.document(from: Array(text.utf8), path: path, topic: "rounded", declaredLanguage: .en))
        }
        let fixture = try IndexFixture()
        try SearchIndexBuilder.build(at: fixture.directory, documents: pages)
        let results = try SearchIndexReader(directory: fixture.directory).search(SearchRequest(query: "rounded corners"))
        XCTAssertEqual(results.groups.count, 1)
        let hit = try XCTUnwrap(results.hits.first)
        XCTAssertEqual(results.hits.count, 1)
        XCTAssertEqual(Set([hit.section.document] + hit.alsoAt.map(\.document)), ["rounded/en.md", "rounded/en.html"])
        // A different text in the same place is its own result.
        var edited = pages
        edited[1].sections[0].prose[0].text += " Use a continuous corner curve for softer corners."
        edited[1].contentHash = "edited"
        try SearchIndexBuilder.build(at: fixture.directory, documents: edited)
        let apart = try SearchIndexReader(directory: fixture.directory).search(SearchRequest(query: "rounded corners"))
        XCTAssertEqual(apart.hits.count, 2)
        XCTAssertTrue(apart.hits.allSatisfy(\.alsoAt.isEmpty))
    }
}

/// Variant spellings as a second tier (issue 26).
final class SearchIndexVariantTests: XCTestCase {
    func testBothHindiSpellingsFindEverySectionTheExactOnesFirst() throws {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        // hi.txt spells it एनिमेशन only on line 1117 (the section at 510), एनीमेशन on lines 685 (that
        // section too), 1235 and 1751: before, एनिमेशन found one section and एनीमेशन three.
        let short = try reader.search(SearchRequest(query: "एनिमेशन", language: .hi)).hits
        let long = try reader.search(SearchRequest(query: "एनीमेशन", language: .hi)).hits
        XCTAssertEqual(Set(short.map(\.section.id)), Set(long.map(\.section.id)))
        XCTAssertEqual(short.count, 3)
        XCTAssertEqual(short.first?.section.id, "uikit-dynamics/hi.txt#510")
        // The exact spelling is a whole clause; another spelling half of one (a tier below).
        XCTAssertGreaterThanOrEqual(short[0].score, 1e6)
        XCTAssertTrue(short.dropFirst().allSatisfy { $0.score < 1e6 && $0.score >= 0.5e6 }, "\(short.map(\.score))")
        XCTAssertTrue(long.allSatisfy { $0.score >= 1e6 })
        // The other spelling is highlighted too.
        let hit = try XCTUnwrap(short.last)
        XCTAssertTrue(hit.snippet.rendered(open: "[", close: "]").contains("[एनीमेशन]"), hit.snippet.text)
    }

    func testAFullWidthQueryFindsTheASCIICode() throws {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        let wide = try reader.search(SearchRequest(query: "ＵＩＳｎａｐＢｅｈａｖｉｏｒ")).hits.map(\.section.id)
        XCTAssertFalse(wide.isEmpty)
        XCTAssertEqual(wide, try reader.search(SearchRequest(query: "UISnapBehavior")).hits.map(\.section.id))
    }
}

/// When nothing matches (issue 26): the index's closest words, and other languages' sections sharing the query's APIs.
final class SearchIndexNoMatchTests: XCTestCase {
    func testAMisspelledWordGetsTheClosestWordsOfTheIndexInItsScript() throws {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        // Each typo is one edit away from a word of the corpus: квадрат (ru.txt:16), animation
        // (en.txt:9), संक्रमण (hi.txt:512), 重力 (zh.txt:49).
        for (typo, expected) in [
            ("квадатом", "квадрат"), ("animtion", "animation"), ("संक्रण", "संक्रमण"),
            ("重历", "重力")
        ] {
            let results = try reader.search(SearchRequest(query: typo))
            XCTAssertTrue(results.groups.isEmpty, typo)
            XCTAssertEqual(results.suggestions.first, expected, "\(typo): \(results.suggestions)")
            XCTAssertTrue(results.otherLanguageSections.isEmpty)
        }
        // A query that matches gets none.
        XCTAssertTrue(try reader.search(SearchRequest(query: "квадрат")).suggestions.isEmpty)
    }

    func testAnAPIOnlyOtherLanguagesUseListsTheirSectionsLabelledWithTheAPI() throws {
        let (fixture, reader) = try IndexFixture.corpus()
        defer { withExtendedLifetime(fixture) {} }
        // UIFieldBehavior is used in the Sticky Corners sections (ru/hi/zh), never on the English page.
        let results = try reader.search(SearchRequest(query: "UIFieldBehavior", language: .en))
        XCTAssertTrue(results.groups.isEmpty)
        XCTAssertEqual(results.sharedAPIs, ["UIFieldBehavior"])
        XCTAssertEqual(Set(results.otherLanguageSections.map(\.language)), [.ru, .hi, .zh])
        XCTAssertTrue(results.otherLanguageSections.allSatisfy { $0.firstLine == 249 || $0.document.hasSuffix("zh.txt") })
    }
}
