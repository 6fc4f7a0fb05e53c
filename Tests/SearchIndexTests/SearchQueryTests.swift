import DocumentModel
@testable import SearchIndex
import XCTest

final class SearchQueryTests: XCTestCase {
    let analyzer = Analyzer()

    private func query(_ text: String) -> SearchQuery { SearchQuery(text, analyzer: analyzer) }

    func testWordsAreSeparateClausesAndPhrasesStayTogether() {
        XCTAssertEqual(query("падающий квадрат").clauses.count, 2)
        let phrase = query("\"падающий квадрат\"")
        XCTAssertEqual(phrase.clauses.count, 1)
        XCTAssertEqual(phrase.clauses[0].tokens.count, 2)
        XCTAssertEqual(phrase.matchExpression, "\"\(phrase.clauses[0].tokens.joined(separator: " "))\"")
    }

    func testCodeWordBecomesThePhraseOfItsTokens() {
        let selector = query("updateItem(usingCurrentState:)")
        XCTAssertEqual(selector.clauses.count, 1)
        XCTAssertEqual(selector.clauses[0].tokens.first, "updateitem")
        XCTAssertTrue(selector.clauses[0].tokens.contains("usingcurrentstate"))
    }

    func testASingleIdentifierIsItsWholeToken() {
        XCTAssertEqual(query("UIFieldBehavior").clauses, [SearchQuery.Clause(tokens: ["uifieldbehavior"], isPrefix: false)])
        XCTAssertEqual(query("field").clauses, [SearchQuery.Clause(tokens: ["field"], isPrefix: false)])
    }

    func testAPhraseIsItsWordsWithIdentifiersWhole() {
        // The index keeps identifier parts in columns of their own, so a phrase need not spell them.
        XCTAssertEqual(query("\"collision UICollisionBehavior\"").clauses.map(\.tokens), [["collis", "uicollisionbehavior"]])
        XCTAssertEqual(query("viewController(forKey:)").clauses.map(\.tokens), [["viewcontroller", "forkey"]])
        // A phrase typed as parts keeps them: it matches the parts column.
        XCTAssertEqual(query("\"field behavior\"").clauses.map(\.tokens), [["field", "behavior"]])
    }

    func testAPhraseOfWordsHighlightsAcrossAnIdentifiersParts() {
        let tokens = analyzer.tokens(in: "UIView.animate(withDuration: 0.8)")
        let matched = query("UIView.animate").matches(in: tokens)
        XCTAssertEqual(matched.clauses, 1)
        XCTAssertEqual(SnippetBuilder.merged(matched.ranges), [0..<6, 7..<14])
        let parts = query("\"view animate\"").matches(in: tokens)
        XCTAssertEqual(SnippetBuilder.merged(parts.ranges), [2..<6, 7..<14])
    }

    func testUnspacedChineseIsCutIntoWordsAndALoneCharacterIsAPrefix() {
        let chinese = query("重力方向")
        XCTAssertEqual(chinese.clauses.map(\.tokens), [["重力"], ["方向"]])
        let single = query("力")
        XCTAssertEqual(single.clauses, [SearchQuery.Clause(tokens: ["力"], isPrefix: true)])
        XCTAssertEqual(single.matchExpression, "\"力\"*")
    }

    func testPrefixKeepsTheTypedLetters() {
        let prefix = query("anim*")
        XCTAssertEqual(prefix.clauses, [SearchQuery.Clause(tokens: ["anim"], isPrefix: true)])
        let tokens = analyzer.tokens(in: "animator ani")
        XCTAssertEqual(prefix.matches(in: tokens).ranges, [0..<8])
    }

    func testPhrasesHighlightOnlyWhereTheyOccurInARow() {
        let tokens = analyzer.tokens(in: "var animationView: UIView! var gravity: UIGravityBehavior!")
        let matched = query("UIGravityBehavior").matches(in: tokens)
        XCTAssertEqual(matched.clauses, 1)
        XCTAssertEqual(SnippetBuilder.merged(matched.ranges), [40..<57])
    }

    func testLanguagesAreDetectedPerWord() {
        XCTAssertEqual(query("квадрат UIGravityBehavior 重力 वर्ग").languages, [.ru, .hi, .zh, .en])
        XCTAssertNil(query("  ,;  ").matchExpression)
    }

    func testQuotesInTheQueryCannotBreakTheExpression() {
        let odd = query("a\" OR \"b NEAR(x")
        XCTAssertNotNil(odd.matchExpression)
        XCTAssertFalse(odd.matchExpression!.contains("NEAR("))
    }
}

/// Questions: stopwords dropped at query time, per language.
final class SearchQueryStopwordTests: XCTestCase {
    let analyzer = Analyzer()

    private func query(_ text: String) -> SearchQuery { SearchQuery(text, analyzer: analyzer) }

    func testEachLanguagesQuestionWordsAreDropped() {
        XCTAssertEqual(query("how to animate a view").clauses.map(\.tokens), [["anim"], ["view"]])
        XCTAssertEqual(query("how to animate a view").droppedStopwords, ["how", "to", "a"])
        let russian = query("как сделать падающий квадрат")
        XCTAssertEqual(russian.droppedStopwords, ["как", "сделать"])
        XCTAssertEqual(russian.clauses.count, 2)
        let hindi = query("गिरने वाला वर्ग कैसे बनाएं")
        XCTAssertEqual(hindi.droppedStopwords, ["वाला", "कैसे"])
        XCTAssertEqual(hindi.clauses.count, 3)
        let chinese = query("如何添加碰撞行为")
        XCTAssertEqual(chinese.droppedStopwords, ["如何"])
        XCTAssertEqual(chinese.clauses.map(\.tokens), [["添加"], ["碰撞"], ["行为"]])
    }

    func testChineseCharactersICUCutsApartStayAPhraseAndALoneOneBesideWordsIsDropped() {
        // 刚体 (rigid body, zh.txt:61) is cut into two characters: together they are the bigram phrase.
        let rigid = query("边界刚体碰撞")
        XCTAssertEqual(rigid.clauses.map(\.tokens), [["边界"], ["刚体"], ["碰撞"]])
        // 用 is a stopword; 力 beside the word 作用 would be a prefix of every 力… bigram.
        let lone = query("瞬间作用力怎么用")
        XCTAssertFalse(lone.clauses.contains { $0.isPrefix }, "\(lone.clauses)")
        XCTAssertTrue(lone.clauses.contains { $0.tokens == ["瞬间"] })
        // Alone, a character is still a prefix query.
        XCTAssertEqual(query("力").clauses, [SearchQuery.Clause(tokens: ["力"], isPrefix: true)])
    }

    func testAWordTypedTwiceIsOneClause() {
        XCTAssertEqual(query("collision collision в Custom").clauses.map(\.tokens), [["collis"], ["custom"]])
    }

    func testPhrasesPrefixesAndAQueryOfStopwordsAloneKeepThem() {
        XCTAssertEqual(query("\"the view\"").clauses.map(\.tokens), [["the", "view"]])
        XCTAssertEqual(query("how to").clauses.map(\.tokens), [["how"], ["to"]])
        XCTAssertEqual(query("how to").droppedStopwords, [])
        XCTAssertEqual(query("the* view").clauses.map(\.tokens), [["the"], ["view"]])
    }

    func testTheDisjunctionNamesEachPhrasesClause() {
        let question = query("как остановить квадрат")
        XCTAssertEqual(question.disjunction.text, "\"останов\" OR \"квадрат\"")
        XCTAssertEqual(question.conjunction.text, "\"останов\" AND \"квадрат\"")
        XCTAssertEqual(question.disjunction.phraseClauses, [0, 1])
        let required = question.disjunction(requiring: 1)
        XCTAssertEqual(required.text, "(\"останов\" OR \"квадрат\") AND \"квадрат\"")
        XCTAssertEqual(required.phraseClauses, [0, 1, SearchQuery.ignoredClause])
    }
}
