import DocumentModel

/// The words a question is made of but that say nothing about its answer ("how to", "как",
/// "कैसे", "如何"), per language.
///
/// They are dropped from a query before matching (unless the query is nothing else) and never
/// from the index, so a quoted phrase such as "the view" still finds its words in a row. The lists
/// are written as people type the words; `Analyzer.stopwordTokens` turns them into index tokens
/// with the same analyzer, so a stemmed or folded form cannot drift from the list.
enum Stopwords {
    /// Stopwords by language, lowercase.
    static let words: [Language: [String]] = [
        .en: [
            "a", "an", "the", "how", "to", "do", "does", "did", "i", "my", "me", "we", "you", "your", "of", "in", "on",
            "at", "by", "for", "with", "from", "into", "and", "or", "is", "are", "be", "can", "could", "should",
            "would", "what", "which", "when", "where", "why", "it", "its", "this", "that", "there", "so", "way",
            "using", "use", "get"
        ],
        .ru: [
            "как", "чтобы", "что", "в", "во", "на", "с", "со", "и", "или", "а", "по", "для", "к", "ко", "из", "у",
            "о", "об", "от", "до", "при", "ли", "же", "это", "мне", "я", "можно", "нужно", "ли", "какой", "какие",
            "почему", "зачем", "где", "когда", "сделать", "делать"
        ],
        .hi: [
            "कैसे", "को", "में", "का", "की", "के", "है", "हैं", "से", "पर", "और", "या", "एक", "यह", "वह", "क्या",
            "कि", "भी", "तो", "ही", "करें", "करना", "करते", "जाए", "लिए", "वाला", "वाली", "वाले", "जैसा", "जैसे"
        ],
        .zh: [
            "如何", "怎么", "怎样", "怎么样", "的", "了", "是", "吗", "呢", "吧", "在", "和", "与", "用", "有",
            "哪些", "什么", "为什么", "一个", "可以", "能", "要", "我", "你", "把", "被", "让", "使"
        ]
    ]

    /// The Chinese stopwords, compared with the words ICU cuts a query into.
    static let chinese: Set<String> = Set(words[.zh] ?? [])

    /// Marks, in `SearchQuery.chineseClauses`, a lone character dropped like a stopword.
    static let loneCharacter = "\u{0}"
}
